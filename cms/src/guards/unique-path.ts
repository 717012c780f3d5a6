import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { DEFAULT_LOCALE, LOCALE_CODES } from "../contract/locales";
import { languageName, localeAdjective } from "../lib/locale-names";
import { refusalDetails } from "../refusal-entries";
import { blogPostPathOf, MAX_PARENT_WALK, pagePathOf } from "../lib/site-path";
import { BLOG_POST, fieldError, PAGE } from "./content-types";

/** Top-level page slugs whose path the site itself serves (the routes of plugins/cms-data-layer and src/pages). */
const RESERVED_TOP_LEVEL: Record<string, string> = {
  blog: "the blog index",
  "404": "the not-found page",
};

/** In the default locale, a top-level slug that is another locale's prefix (`fr`) would sit on that whole site. */
const reservedIn = (locale: string, slug: string): string | undefined => {
  const reserved = RESERVED_TOP_LEVEL[slug];
  if (reserved) return reserved;
  const prefixed = LOCALE_CODES.find((code) => code !== DEFAULT_LOCALE && code === slug);
  return locale === DEFAULT_LOCALE && prefixed ? `the ${languageName(prefixed)} site` : undefined;
};

interface Row {
  id: number;
  documentId: string;
  title: string;
  slug: string;
  parent?: { id: number; documentId: string } | null;
}

interface Clash {
  /** Another entry of the same kind and locale on the same path. */
  other?: Row;
  /** What the site itself serves there (a top-level page's reserved slug). */
  reserved?: string;
}

/**
 * The rule: two entries may not share a path on the site. Pages clash with the same parent and slug, posts with the
 * same slug (/blog/<slug>/), and a top-level page may not take a path the site owns. Paths are per locale: only
 * versions in the same locale can clash (`/fr/contact/` and `/contact/` are two paths). Drafts count too, in both
 * directions: a draft is what gets published next, and a published version is live. Used when saving (below) and by
 * the content manager's slug check (slug-availability.ts), so the two agree.
 */
export const findPathClash = async (
  strapi: Core.Strapi,
  uid: string,
  claim: { documentId?: string; slug: string; parentId: string | null; locale: string },
): Promise<Clash> => {
  const isPage = uid === PAGE;
  const others = (await strapi.db.query(uid as typeof PAGE).findMany({
    where: { slug: { $eqi: claim.slug }, locale: claim.locale, ...(claim.documentId ? { documentId: { $ne: claim.documentId } } : {}) },
    select: ["id", "documentId", "title", "slug"],
    populate: isPage ? { parent: { select: ["id", "documentId"] } } : undefined,
  })) as Row[];
  const other = others.find((row) => !isPage || (row.parent?.documentId ?? null) === claim.parentId);
  const reserved = isPage && claim.parentId === null ? reservedIn(claim.locale, claim.slug.toLowerCase()) : undefined;
  return { ...(other ? { other } : {}), ...(reserved ? { reserved } : {}) };
};

/** Refuses a slug that would give two entries one path on the site (findPathClash), naming the other entry and the path. */
export const refuseSharedPath = async (strapi: Core.Strapi, uid: string, documentId: string, locale: string): Promise<void> => {
  if (uid !== PAGE && uid !== BLOG_POST) return;
  const isPage = uid === PAGE;
  const query = strapi.db.query(uid as typeof PAGE);
  const populate = isPage ? { parent: { select: ["id", "documentId"] } } : undefined;
  const draft = (await query.findOne({
    where: { documentId, locale, publishedAt: null },
    select: ["id", "documentId", "title", "slug"],
    populate,
  })) as Row | null;
  if (!draft?.slug) return;

  const parentId = draft.parent?.documentId ?? null;
  const { other: clash, reserved } = await findPathClash(strapi, uid, { documentId, slug: draft.slug, parentId, locale });
  const kind = `${localeAdjective(locale)}${isPage ? "page" : "blog post"}`;
  const other = clash ? `${kind} "${clash.title}"` : reserved;
  if (!other) return;
  const path = isPage ? await pagePath(strapi, draft, locale) : blogPostPathOf(draft.slug, locale);
  const own = `${localeAdjective(locale)}${isPage ? "page" : "blog post"}`;
  const message = `${own.charAt(0).toUpperCase()}${own.slice(1)} "${draft.title}" and ${other} would both claim the path ${path}: choose another slug.`;
  // The slug field is marked in the form; the other entry, if any, is linked (a reserved path has none).
  const entries = clash ? [{ uid, documentId: clash.documentId, name: `the ${kind} "${clash.title}"` }] : [];
  throw new errors.ValidationError(message, { ...fieldError(["slug"], message), ...refusalDetails(entries) });
};

/** The page's path by the site's rule (docs/content-model.md), from its draft's parents (the same locale's). */
const pagePath = async (strapi: Core.Strapi, page: Row, locale: string): Promise<string> => {
  const segments = [page.slug];
  let parent = page.parent;
  for (let depth = 0; parent && depth < MAX_PARENT_WALK; depth += 1) {
    const row = (await strapi.db.query(PAGE).findOne({ where: { id: parent.id }, select: ["slug"], populate: { parent: { select: ["id"] } } })) as Row | null;
    if (!row) break;
    segments.unshift(row.slug);
    parent = row.parent;
  }
  return pagePathOf(segments, locale);
};
