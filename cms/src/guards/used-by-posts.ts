import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { localeAdjective } from "../lib/locale-names";
import { refusalDetails } from "../refusal-entries";
import { AUTHOR, BLOG_POST, CATEGORY, TAG } from "./content-types";

/** The refusal names this many posts, then "and N more", so the notification stays readable. */
const MAX_LISTED = 6;

type Removal = "unpublish" | "delete";

/** How each type is named, which post field links it, and what the refusal asks for (one post, several). */
const TERMS: Record<string, { noun: string; field: string; label: string; uses: [string, string]; advice: [string, string] }> = {
  [CATEGORY]: {
    noun: "category",
    field: "category",
    label: "name",
    uses: ["is in it", "are in it"],
    advice: ["Choose another category for that post, or none, first", "Choose another category for those posts, or none, first"],
  },
  [TAG]: {
    noun: "tag",
    field: "tags",
    label: "name",
    uses: ["is tagged with it", "are tagged with it"],
    advice: ["Remove the tag from that post first", "Remove the tag from those posts first"],
  },
  [AUTHOR]: {
    noun: "author",
    field: "author",
    label: "name",
    uses: ["was written by them", "were written by them"],
    advice: ["Choose another author for that post, or none, first", "Choose another author for those posts, or none, first"],
  },
};

export const isPostTerm = (uid: string): boolean => Object.hasOwn(TERMS, uid);

interface PostRow {
  documentId: string;
  title: string;
  publishedAt?: string | null;
}

/** `"A"`, `"A" and "B"`, `"A", "B" and "C"`, then `… and 2 more`. */
const listed = (titles: string[]): string => {
  const quoted = titles.slice(0, MAX_LISTED).map((title) => `"${title}"`);
  const more = titles.length - quoted.length;
  if (more > 0) return `${quoted.join(", ")} and ${more} more`;
  return quoted.length === 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1]}`;
};

/**
 * Refuses to unpublish or delete a category, tag or author that blog posts use (in the same locale), naming the posts:
 * a post would quietly lose it, and the term's page would vanish from under the post's link. Unpublishing looks at
 * the published posts (what the site shows); deleting also at drafts, whose link would be emptied.
 */
export const refuseUsedByPosts = async (strapi: Core.Strapi, uid: string, documentId: string, removal: Removal, locale: string): Promise<void> => {
  const term = TERMS[uid];
  if (!term) return;
  const terms = strapi.db.query(uid as never);
  // The draft's name is the one the editor sees in the admin.
  const own = ((await terms.findOne({ where: { documentId, locale, publishedAt: null }, select: [term.label] })) ??
    (await terms.findOne({ where: { documentId, locale }, select: [term.label] }))) as Record<string, string> | null;
  if (!own) return;
  if (removal === "unpublish" && (await terms.count({ where: { documentId, locale, publishedAt: { $notNull: true } } })) === 0) return;

  const rows = (await strapi.db.query(BLOG_POST).findMany({
    where: { locale, [term.field]: { documentId }, ...(removal === "unpublish" ? { publishedAt: { $notNull: true } } : {}) },
    select: ["documentId", "title", "publishedAt"],
  })) as PostRow[];
  if (rows.length === 0) return;
  // One line per post, by its draft's title (drafts come last, so theirs wins).
  const titles = new Map<string, string>();
  for (const row of [...rows].sort((a, b) => Number(!a.publishedAt) - Number(!b.publishedAt))) titles.set(row.documentId, row.title);
  const posts = [...titles].sort(([, a], [, b]) => a.localeCompare(b));
  const one = posts.length === 1 ? 0 : 1;
  const which = `the blog post${one ? "s" : ""} ${listed(posts.map(([, title]) => title))}`;
  throw new errors.ApplicationError(
    `Cannot ${removal} the ${localeAdjective(locale)}${term.noun} "${own[term.label]}": ${which} ${term.uses[one]}. ${term.advice[one]}: ` +
      `otherwise ${one ? "they" : "it"} would quietly lose ${term.noun === "tag" ? "the tag" : `${one ? "their" : "its"} ${term.noun}`}.`,
    refusalDetails(posts.slice(0, MAX_LISTED).map(([postId, title]) => ({ uid: BLOG_POST, documentId: postId, name: `the blog post "${title}"` }))),
  );
};
