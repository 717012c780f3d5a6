import { absoluteUrl } from "./organization-json-ld";

interface BlogPostingSource {
  /** The post's canonical path (`/blog/x/`, `/fr/blog/y/`). */
  path: string;
  title?: string | null;
  description?: string | null;
  publishedOn?: string | null;
  /** Site-relative or absolute URL of the post's image. */
  image?: string | null;
  /** The page's language (BCP 47). */
  inLanguage: string;
  author?: {
    name?: string | null;
    role?: string | null;
    /** The author's page, site-relative (`/blog/author/x/`). */
    path?: string | null;
    /** Site-relative or absolute URL of the portrait. */
    image?: string | null;
  } | null;
}

type Json = string | { [key: string]: Json | undefined };

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** Drops empty values, so nothing is emitted as "" or null. */
const compact = (value: Record<string, Json | undefined>): Record<string, Json> =>
  Object.fromEntries(Object.entries(value).filter((entry): entry is [string, Json] => entry[1] !== undefined));

/**
 * BlogPosting JSON-LD for a post: headline, description, date, image, language, and its author as a Person (name,
 * jobTitle, the author page as url, the portrait as image), so search engines tie the post to a real person.
 */
export function blogPostingJsonLd(source: BlogPostingSource, siteUrl: string): Record<string, Json> {
  const authorName = text(source.author?.name);
  const url = absoluteUrl(siteUrl, source.path);
  return compact({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: text(source.title),
    description: text(source.description),
    datePublished: text(source.publishedOn),
    image: absoluteUrl(siteUrl, source.image),
    inLanguage: source.inLanguage,
    url,
    mainEntityOfPage: url,
    author: authorName
      ? compact({
          "@type": "Person",
          name: authorName,
          jobTitle: text(source.author?.role),
          url: absoluteUrl(siteUrl, source.author?.path),
          image: absoluteUrl(siteUrl, source.author?.image),
        })
      : undefined,
  });
}
