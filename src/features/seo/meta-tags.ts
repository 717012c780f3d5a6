import { absoluteUrl } from "./organization-json-ld";

export interface MetaInput {
  siteUrl: string;
  siteName?: string | null;
  path: string;
  /** The entry's own title (page or post). */
  title?: string | null;
  /** SEO fields from the CMS; they win when set. */
  metaTitle?: string | null;
  metaDescription?: string | null;
  /** Fallbacks in order (post excerpt or page summary, then the site description); the title is the last resort. */
  fallbackDescriptions?: readonly (string | null | undefined)[];
  /** Share image candidates in order of preference (page share image, post cover, meta_og_image). */
  images?: readonly (string | null | undefined)[];
  article?: { publishedTime?: string | null };
}

export interface MetaTags {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  type: "website" | "article";
  publishedTime?: string;
}

const filled = (value: string | null | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/**
 * Meta with fallbacks: title → SEO title, else "title | site name"; description → SEO description, else the
 * first fallback that is set, else the title — every page gets exactly one description.
 */
export function metaTags(input: MetaInput): MetaTags {
  const siteName = filled(input.siteName);
  const title = filled(input.metaTitle) ?? ([filled(input.title), siteName].filter(Boolean).join(" | ") || siteName || "");
  const image = input.images?.map(filled).find((candidate) => candidate !== undefined);
  return {
    title,
    description: [input.metaDescription, ...(input.fallbackDescriptions ?? []), input.title, siteName].map(filled).find(Boolean) ?? title,
    canonical: absoluteUrl(input.siteUrl, input.path)!,
    image: image ? absoluteUrl(input.siteUrl, image) : undefined,
    type: input.article ? "article" : "website",
    publishedTime: filled(input.article?.publishedTime),
  };
}
