import type { Core } from "@strapi/strapi";
import type { LocaleCode } from "../contract/locales";
import { slugifyTitle } from "../lib/slugify-title";
import type { PageRefs } from "./seed-pages";
import type { NavigationSeed, NavigationTranslationSeed, NavItemSeed } from "./seed-types";

const NAVIGATION = "plugin::navigation.navigation";
const PAGE = "api::page.page";

interface NavigationDoc {
  id: number;
  documentId: string;
  name: string;
  slug: string;
  visible: boolean;
  locale?: string;
  items?: unknown[];
}

interface ItemPayload {
  title: string;
  type: "INTERNAL" | "EXTERNAL";
  path: string | null;
  externalPath: string | null;
  uiRouterKey: string;
  menuAttached: boolean;
  order: number;
  collapsed: boolean;
  related: { __type: string; documentId: string } | null;
  audience: [];
  additionalFields: Record<string, never>;
  items: ItemPayload[];
}

/**
 * An item's uiRouterKey: its title through the CMS's slugify, except that "&" is dropped where slugify
 * would spell it "and", so the keys stay the ones databases were first seeded with ("Harbour & Pine" →
 * "harbour-pine").
 */
const routerKey = (title: string): string => slugifyTitle(title.replaceAll("&", " "));

/**
 * Turns seed items into the plugin's item payload. uiRouterKey must be set and unique: `keys` holds the
 * ones taken so far (across navigations), and a taken key gets -1, -2 … appended. `prefix` starts every key of
 * a translation (`fr-services`), so its keys never take the English ones.
 */
export const navigationItemPayloads = (items: NavItemSeed[], pages: PageRefs, keys: Set<string>, prefix = ""): ItemPayload[] =>
  items.map((item, order) => {
    const base = `${prefix}${routerKey(item.title)}`;
    let key = base;
    for (let n = 1; keys.has(key); n += 1) key = `${base}-${n}`;
    keys.add(key);
    const common = { title: item.title, uiRouterKey: key, menuAttached: true, order, collapsed: false, audience: [] as [], additionalFields: {} };
    if ("externalPath" in item) {
      return { ...common, type: "EXTERNAL", path: null, externalPath: item.externalPath, related: null, items: [] };
    }
    const page = pages.get(item.page);
    if (!page) throw new Error(`[seed] navigation item "${item.title}" links to unknown page "${item.page}"`);
    return {
      ...common,
      type: "INTERNAL",
      path: item.path ?? item.page,
      externalPath: null,
      related: { __type: PAGE, documentId: page.documentId },
      items: navigationItemPayloads(item.items ?? [], pages, keys, prefix),
    };
  });

/**
 * Creates each navigation (visible, so the public render endpoint serves it) and fills it with items
 * when it has none. Navigations go through the plugin's admin service, as the admin panel does.
 */
export const seedNavigations = async (strapi: Core.Strapi, navigations: NavigationSeed[], pages: PageRefs): Promise<void> => {
  const admin = strapi.plugin("navigation").service("admin");
  const documents = strapi.documents(NAVIGATION as never);
  const keys = new Set<string>();

  for (const seed of navigations) {
    let navigation = (await documents.findFirst({ filters: { slug: seed.slug } as never })) as NavigationDoc | null;
    if (!navigation) {
      const created = (await admin.post({ payload: { name: seed.name, visible: true }, auditLog: undefined })) as NavigationDoc;
      if (created.slug !== seed.slug) {
        throw new Error(`[seed] navigation "${seed.name}" got slug "${created.slug}", expected "${seed.slug}"`);
      }
      navigation = created;
      strapi.log.info(`[seed] created navigation ${seed.slug}`);
    }

    const current = (await admin.getById({ documentId: navigation.documentId })) as NavigationDoc;
    const items = navigationItemPayloads(seed.items, pages, keys);
    if ((current.items ?? []).length > 0) continue;
    await admin.put({
      auditLog: undefined,
      payload: {
        id: current.id,
        documentId: current.documentId,
        name: current.name,
        visible: true,
        items,
      },
    });
    strapi.log.info(`[seed] filled navigation ${seed.slug} (${seed.items.length} top-level items)`);
  }

  // The plugin creates an empty "Navigation" on first start; editors only need the three above.
  const placeholder = (await documents.findFirst({ filters: { slug: "navigation" } as never })) as NavigationDoc | null;
  if (placeholder && !navigations.some((n) => n.slug === "navigation")) {
    const withItems = (await admin.getById({ documentId: placeholder.documentId })) as NavigationDoc;
    if ((withItems.items ?? []).length === 0) await admin.delete({ documentId: placeholder.documentId, auditLog: undefined });
  }
};

/**
 * Fills each navigation's version in `locale` (the plugin keeps one version per locale of every navigation, with
 * its own items) when it has no items. Items link pages by documentId, which the plugin resolves in the version's
 * locale: the pages' versions in that locale must be published first. name and visible are passed unchanged:
 * a change to either would rename the navigation in every locale.
 */
export const seedNavigationTranslations = async (
  strapi: Core.Strapi,
  locale: LocaleCode,
  navigations: NavigationTranslationSeed[],
  pages: PageRefs,
): Promise<void> => {
  const admin = strapi.plugin("navigation").service("admin");
  const documents = strapi.documents(NAVIGATION as never);
  const keys = new Set<string>();
  const version = async (slug: string) => (await documents.findFirst({ filters: { slug } as never, locale })) as NavigationDoc | null;

  for (const seed of navigations) {
    let navigation = await version(seed.slug);
    if (!navigation) {
      // A navigation created before the locale existed gets its versions from the plugin's own refresh.
      await admin.refreshNavigationLocale(locale);
      navigation = await version(seed.slug);
    }
    if (!navigation) throw new Error(`[seed] navigation "${seed.slug}" has no ${locale} version`);

    const current = (await admin.getById({ documentId: navigation.documentId, locale })) as NavigationDoc;
    const items = navigationItemPayloads(seed.items, pages, keys, `${locale}-`);
    if ((current.items ?? []).length > 0) continue;
    await admin.put({
      auditLog: undefined,
      payload: { id: current.id, documentId: current.documentId, locale, name: current.name, visible: current.visible, items },
    });
    strapi.log.info(`[seed] filled the ${locale} navigation ${seed.slug} (${seed.items.length} top-level items)`);
  }
};
