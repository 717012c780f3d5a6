import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { DEFAULT_LOCALE } from "../contract/locales";
import { languageName } from "../lib/locale-names";
import { NAVIGATION, refusalDetails } from "../refusal-entries";
import { PAGE } from "./content-types";
import { attachNewItems } from "./new-items-attached";
import { refuseUnsafeNavigationLinks } from "./safe-links";

interface ItemPayload {
  documentId?: string;
  title?: string;
  type?: string;
  externalPath?: string | null;
  removed?: boolean;
  updated?: boolean;
  related?: { __type?: string; documentId?: string } | null;
  items?: ItemPayload[] | null;
}

interface NavigationPayload {
  documentId: string;
  locale?: string;
  name?: string;
  items?: ItemPayload[] | null;
}

interface NavigationAdminService {
  put(args: { payload: NavigationPayload; auditLog?: unknown }): Promise<unknown>;
  fillFromOtherLocale(args: { documentId: string; source: string; target: string; auditLog?: unknown }): Promise<unknown>;
  getById(args: { documentId: string; locale?: string; populate?: string[] }): Promise<{ name?: string; items?: ItemPayload[] }>;
}

interface Context {
  params: Record<string, string>;
  request: { body?: Record<string, unknown> };
}

type Controller = Record<string, (ctx: Context) => Promise<unknown>>;

interface PageRow {
  title: string;
  publishedAt: string | null;
}

/** Items the save writes: new ones and changed ones, at any depth (unchanged ones are not written). */
const writtenItems = (items: ItemPayload[] | null | undefined, all: boolean): ItemPayload[] =>
  (items ?? []).flatMap((item) => (item.removed ? [] : [...(all || !item.documentId || item.updated ? [item] : []), ...writtenItems(item.items, all)]));

/**
 * Refuses a navigation item, in the navigation's locale, that points at a page without a published version in that
 * locale: the plugin would save (and render) the item without its page, and the French menu would link nothing.
 * Checked before anything is written, so a refused save leaves the navigation as it was.
 */
const refuseItemsWithoutPage = async (
  strapi: Core.Strapi,
  navigation: { documentId: string; name?: string },
  locale: string,
  items: ItemPayload[],
): Promise<void> => {
  const pages = strapi.db.query(PAGE);
  const language = languageName(locale);
  for (const item of items) {
    const target = item.related;
    if (item.type !== "INTERNAL" || target?.__type !== PAGE || !target.documentId) continue;
    const versions = (await pages.findMany({ where: { documentId: target.documentId, locale }, select: ["title", "publishedAt"] })) as PageRow[];
    if (versions.some((version) => version.publishedAt)) continue;
    const named =
      versions[0] ??
      ((await pages.findOne({ where: { documentId: target.documentId, locale: DEFAULT_LOCALE }, select: ["title"] })) as PageRow | null) ??
      ((await pages.findOne({ where: { documentId: target.documentId }, select: ["title"] })) as PageRow | null);
    const page = `the page "${named?.title ?? target.documentId}"`;
    const problem =
      versions.length === 0
        ? `which has no ${language} version: translate the page first`
        : locale === DEFAULT_LOCALE
          ? "which is not published: publish it first"
          : `whose ${language} version is not published: publish it first`;
    const message = `The ${language} menu item "${item.title ?? ""}" points at ${page}, ${problem} or point the item elsewhere.`;
    throw new errors.ValidationError(
      message,
      refusalDetails([
        { uid: PAGE, documentId: target.documentId, name: page },
        { uid: NAVIGATION, documentId: navigation.documentId, name: `the navigation "${navigation.name ?? ""}"` },
      ]),
    );
  }
};

/**
 * The navigation plugin saves items through its admin service (`put`, and `fillFromOtherLocale` for "copy from
 * another locale"), which the admin panel and the seed both call; the rule is applied there. The admin's `put`
 * controller turns any error into a 500 "Unable to update", so it runs the same check first, and the refusal reaches
 * the editor as a 400 with its message.
 */
export const registerNavigationLocaleGuard = (strapi: Core.Strapi): void => {
  const plugin = strapi.plugin("navigation");
  if (!plugin) return;
  const admin = plugin.service("admin") as unknown as NavigationAdminService;
  const defaultLocale = async (): Promise<string> => ((await strapi.plugin("i18n").service("locales").getDefaultLocale()) as string | null) ?? DEFAULT_LOCALE;

  const checkPut = async (payload: NavigationPayload): Promise<void> => {
    const locale = payload.locale ?? (await defaultLocale());
    const items = writtenItems(payload.items, false);
    refuseUnsafeNavigationLinks(payload, items);
    await refuseItemsWithoutPage(strapi, payload, locale, items);
  };
  const checkCopy = async (documentId: string, source: string, target: string): Promise<void> => {
    const from = await admin.getById({ documentId, locale: source, populate: ["related"] });
    const items = writtenItems(from.items, true);
    refuseUnsafeNavigationLinks({ documentId, name: from.name }, items);
    await refuseItemsWithoutPage(strapi, { documentId, name: from.name }, target, items);
  };

  const put = admin.put.bind(admin);
  admin.put = async (args) => {
    await checkPut(args.payload);
    attachNewItems(args.payload.items);
    return put(args);
  };
  const copy = admin.fillFromOtherLocale.bind(admin);
  admin.fillFromOtherLocale = async (args) => {
    await checkCopy(args.documentId, args.source, args.target);
    return copy(args);
  };

  const controller = plugin.controller("admin") as unknown as Controller;
  const putController = controller.put?.bind(controller);
  if (putController) {
    controller.put = async (ctx) => {
      await checkPut({ ...(ctx.request.body ?? {}), documentId: ctx.params.documentId ?? "" } as NavigationPayload);
      return putController(ctx);
    };
  }
};
