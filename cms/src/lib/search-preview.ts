import { blogPostPathOf, pagePathOf } from "./site-path";
/**
 * What a search result and a social card will show for a page or a post, from the edit form's values: the same
 * fallbacks as the site's head (src/features/seo/meta-tags.ts) — the meta title, else "title | site name"; the
 * meta description, else a post's excerpt, else the site's description, else the title — with the lengths search
 * engines show before cutting. The admin's SEO preview panel (src/admin/seo-preview-panel.tsx) renders it.
 *
 * Lengths are counted in characters as a reader sees them (code points, so "é" or an emoji is one), not UTF-16 units.
 */

/** Search results show about 60 characters of a title and about 160 of a description before cutting them with "…". */
const TITLE_LIMIT = 60;
const DESCRIPTION_LIMIT = 160;
/** Below this a description reads as a fragment; Google often replaces it with words of the page. */
const DESCRIPTION_MINIMUM = 70;

export interface SearchPreviewInput {
  kind: "page" | "post";
  title?: unknown;
  slug?: unknown;
  metaTitle?: unknown;
  metaDescription?: unknown;
  /** A post's excerpt (pages have none in the CMS). */
  excerpt?: unknown;
  siteName?: unknown;
  siteDescription?: unknown;
  /** The locale being edited (the admin's locale menu): a translation's address has its prefix (`/fr/…`). */
  locale?: string | null;
  /** A page's parents' slugs, top first (the CMS answers them: guards/slug-availability.ts); none for a top-level page. */
  parentSlugs?: readonly string[];
}

export interface PreviewText {
  /** The whole text the site puts in the head. */
  text: string;
  /** What a search result shows: the text, cut at a word with "…" when over the limit. */
  shown: string;
  count: number;
  limit: number;
  /** Where the text comes from, in the editor's words ("the meta title", "the title and the site name" …). */
  source: string;
  advice: string;
}

export interface SearchPreview {
  title: PreviewText;
  description: PreviewText;
  /** The entry's path on the site, by the site's rule (lib/site-path.ts): "/services/digital/email-marketing/". */
  path: string;
}

const filled = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** Characters as a reader counts them. */
export const characterCount = (text: string): number => Array.from(text).length;

/** The text cut to at most `limit` characters, at the end of a word when there is one, with "…" as search results show it. */
export const truncateForSearch = (text: string, limit: number): string => {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  const room = characters.slice(0, limit - 1).join("");
  // A word that ends exactly at the cut stays whole; otherwise the partly shown word goes.
  const endsAWord = /\s/.test(characters[limit - 1] ?? "");
  const lastSpace = room.search(/\s\S*$/);
  const cut = endsAWord || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.–—-]+$/u, "")}…`;
};

const titleAdvice = (count: number): string =>
  count > TITLE_LIMIT ? `Over ${TITLE_LIMIT} characters: search results cut it.` : count === 0 ? "Empty." : "Fits in search results.";

const descriptionAdvice = (count: number): string =>
  count > DESCRIPTION_LIMIT
    ? `Over ${DESCRIPTION_LIMIT} characters: search results cut it.`
    : count < DESCRIPTION_MINIMUM
      ? `Under ${DESCRIPTION_MINIMUM} characters: search engines may show words of the page instead.`
      : "Fits in search results.";

const previewText = (text: string, limit: number, source: string, advice: (count: number) => string): PreviewText => {
  const count = characterCount(text);
  return { text, shown: truncateForSearch(text, limit), count, limit, source, advice: advice(count) };
};

export function searchPreview(input: SearchPreviewInput): SearchPreview {
  const title = filled(input.title);
  const siteName = filled(input.siteName);
  const metaTitle = filled(input.metaTitle);
  const titleText = metaTitle ?? ([title, siteName].filter(Boolean).join(" | ") || "");
  const titleSource = metaTitle ? "the meta title" : siteName ? "the title and the site name" : "the title";

  const descriptions: Array<[string | undefined, string]> = [
    [filled(input.metaDescription), "the meta description"],
    ...(input.kind === "post" ? [[filled(input.excerpt), "the excerpt"] as [string | undefined, string]] : []),
    [filled(input.siteDescription), "the site's description (Site settings)"],
    [title, "the title"],
  ];
  const [descriptionText, descriptionSource] = descriptions.find(([text]) => text !== undefined) ?? ["", "nothing yet"];

  const slug = filled(input.slug) ?? "";
  return {
    title: previewText(titleText, TITLE_LIMIT, titleSource, titleAdvice),
    description: previewText(descriptionText ?? "", DESCRIPTION_LIMIT, descriptionSource, descriptionAdvice),
    // A slug not typed yet leaves an empty segment: the path reads as its parent's.
    path: (input.kind === "post" ? blogPostPathOf(slug, input.locale) : pagePathOf([...(input.parentSlugs ?? []), slug], input.locale)).replace(/\/{2,}/g, "/"),
  };
}
