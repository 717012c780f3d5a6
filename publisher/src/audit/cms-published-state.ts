import { navigationVersion } from "@agency/shared/navigation-version";
import { NAVIGATION_SLUGS } from "@agency/shared/navigation-slugs";
import { parseNavigationTree } from "@agency/shared/navigation-tree";
import type { ContentKind } from "@agency/shared/content-record";
import { createHttpClient } from "@agency/shared/http-client";
import { DEFAULT_LOCALE, LOCALE_CODES, siteLocale } from "@agency/cms/contract/locales";

/** One entry as the CMS serves it to the public site right now. */
export interface PublishedEntry {
  kind: ContentKind;
  id: string;
  /** The site locale of this translation: entries are identified by (kind, id, locale). */
  locale: string;
  /** The locale's home page (slug "home", as the site's route rules name it): a locale without one has no site. */
  home?: boolean;
  version: string;
  /** How a person recognises it: `blog post "Title"`. */
  label: string;
  /** Epoch ms of its last change (the later of updatedAt and publishedAt); null for navigations. */
  changedAt: number | null;
}

interface StrapiDoc {
  documentId: string;
  title?: string;
  name?: string;
  slug?: string;
  updatedAt: string;
  publishedAt?: string | null;
}

interface ListAnswer {
  data: StrapiDoc[];
  meta?: { pagination?: { page: number; pageCount: number } };
}

/** The collections the site renders a page for each published entry of; `label` is the field editors know it by. */
const COLLECTIONS: { kind: ContentKind; path: string; noun: string; label: "title" | "name" }[] = [
  { kind: "page", path: "/api/pages", noun: "page", label: "title" },
  { kind: "blog-post", path: "/api/blog-posts", noun: "blog post", label: "title" },
  { kind: "category", path: "/api/categories", noun: "category", label: "name" },
  { kind: "tag", path: "/api/tags", noun: "tag", label: "name" },
  { kind: "author", path: "/api/authors", noun: "author", label: "name" },
];

const PAGE_SIZE = 100;

function changedAt(doc: StrapiDoc): number {
  return Math.max(Date.parse(doc.updatedAt) || 0, Date.parse(doc.publishedAt ?? "") || 0);
}

export interface CmsReadOptions {
  strapiUrl: string;
  token: string;
  timeoutMs?: number;
}

/** `page "Title"`, and for another locale than the default `page "Titre" (French)`. */
export const labelled = (text: string, locale: string): string => {
  if (locale === DEFAULT_LOCALE) return text;
  const name = new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? siteLocale(locale as never).name;
  return `${text} (${name})`;
};

/**
 * What the CMS publishes now, read the way the site build reads it (published documents only, the
 * site's token), in every site locale: every page, post, category, tag and author (each has its page), the
 * configuration and each navigation the site renders.
 * Requests go through the shared HTTP client (shared/http-client.ts): the same retry rule and a
 * deadline per attempt.
 */
export async function readPublishedState({ strapiUrl, token, timeoutMs = 15_000 }: CmsReadOptions): Promise<PublishedEntry[]> {
  const api = createHttpClient({ baseURL: strapiUrl, token, timeoutMs });
  const entries: PublishedEntry[] = [];
  for (const locale of LOCALE_CODES) entries.push(...(await readLocale(api, locale)));
  return entries;
}

type Api = ReturnType<typeof createHttpClient>;

async function readLocale(api: Api, locale: string): Promise<PublishedEntry[]> {
  const entries: PublishedEntry[] = [];
  for (const { kind, path, noun, label } of COLLECTIONS) {
    for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
      const answer = await api<ListAnswer>(path, {
        query: {
          "fields[0]": label,
          "fields[1]": "slug",
          "fields[2]": "updatedAt",
          "fields[3]": "publishedAt",
          "pagination[page]": page,
          "pagination[pageSize]": PAGE_SIZE,
          sort: "id:asc",
          locale,
        },
      });
      pageCount = answer.meta?.pagination?.pageCount ?? 1;
      for (const doc of answer.data) {
        entries.push({
          kind,
          id: doc.documentId,
          locale,
          ...(kind === "page" && doc.slug === "home" ? { home: true } : {}),
          version: doc.updatedAt,
          label: labelled(`${noun} "${doc[label] ?? doc.slug ?? doc.documentId}"`, locale),
          changedAt: changedAt(doc),
        });
      }
    }
  }

  // A single type that is not published (in this locale) answers 404: then the site renders no configuration either.
  const configuration = await api<{ data: StrapiDoc | null }>("/api/configuration", {
    query: { "fields[0]": "updatedAt", "fields[1]": "publishedAt", locale },
  }).catch((error: { status?: number }) => {
    if (error.status === 404) return { data: null };
    throw error;
  });
  if (configuration.data) {
    const doc = configuration.data;
    entries.push({
      kind: "configuration",
      id: doc.documentId,
      locale,
      version: doc.updatedAt,
      label: labelled("the site configuration", locale),
      changedAt: changedAt(doc),
    });
  }

  for (const slug of Object.values(NAVIGATION_SLUGS)) {
    const raw = await api<unknown>(`/api/navigation/render/${slug}`, { query: { type: "TREE", locale } });
    let version: string;
    try {
      version = navigationVersion(parseNavigationTree(slug, raw));
    } catch (error) {
      // The build refuses such a navigation too; as a version it can match nothing.
      version = `unreadable: ${(error as Error).message}`;
    }
    entries.push({ kind: "navigation", id: slug, locale, version, label: labelled(`navigation "${slug}"`, locale), changedAt: null });
  }
  return entries;
}
