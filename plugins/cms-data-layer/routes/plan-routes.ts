import { blogIndexOrder, relatedPostsByPost } from "../blog/related-posts";
import { blogPostPath, COOKIE_POLICY_PATH, pagePath, SEARCH_PATH, type PageRef } from "../../../src/lib/page-path";
import { DEFAULT_LOCALE, LOCALE_CODES, localizedPath, siteLocale, type LocaleCode } from "../../../cms/src/contract/locales";
import { BLOG_BASE_PATH } from "../../../cms/src/contract/blog-paths";
import { blogListingPaths, listingPageIds } from "./blog-listings";
import { caseStudyNeighbours } from "./case-study-order";

/** The blog index's pages for this many posts: `/blog/` always (empty or not), then `/blog/page/2/` … (locale-neutral). */
export function blogIndexPaths(postCount: number): string[] {
  return blogListingPaths({ kind: "index" }, postCount);
}

export interface PageEntry {
  id: string;
  /** Shared by every translation of the page. */
  documentId: string;
  locale: LocaleCode;
  title: string;
  ref: PageRef;
  /** The pages this page's case-studies blocks link, in order (docs/blog.md, "Case studies"). */
  caseStudyIds?: readonly string[];
}

export interface PostEntry {
  id: string;
  documentId: string;
  locale: LocaleCode;
  title: string;
  slug: string;
  publishedOn: string;
  /** Node ids of the post's category, tags and author in its locale (absent: none). */
  categoryId?: string | null;
  tagIds?: readonly string[];
  authorId?: string | null;
}

/** A published category, tag or author in one locale: it gets a listing of its posts, even when it has none. */
export interface ListingEntry {
  id: string;
  documentId: string;
  locale: LocaleCode;
  kind: "category" | "tag" | "author";
  name: string;
  slug: string;
}

/** What the site search indexes a page as (no key: the page is not searchable, e.g. a listing or the 404). */
type SearchType = "post" | "case-study" | "page";

/** `not-found` and `enquiry-received` are the site's own pages (src/pages), made once per locale. */
export type RouteTemplate = "page" | "blog-post" | "blog-index" | "blog-listing" | "search" | "not-found" | "enquiry-received";

export interface Alternate {
  locale: LocaleCode;
  path: string;
}

/** What every page's context holds about its language (its words are not in it: src/i18n/use-catalogue.ts). */
interface RouteLocaleContext {
  locale: LocaleCode;
  /** Every published translation of the page, itself included, in SITE_LOCALES order. */
  alternates: Alternate[];
  /** The cookie policy in this locale, else the default locale's. */
  cookiePolicyPath: string;
  [key: string]: unknown;
}

export interface PlannedRoute {
  path: string;
  template: RouteTemplate;
  /** Who claims the path, for error messages. */
  owner: string;
  context: RouteLocaleContext;
}

export class RoutePlanError extends Error {
  override name = "RoutePlanError";
  constructor(readonly problems: string[]) {
    super(`The CMS content cannot be built:\n  - ${problems.join("\n  - ")}`);
  }
}

const HOME_PATH = "/";
const NOT_FOUND_PATH = "/404/";
// The 404 page's file name servers look for (Gatsby writes /404.html for the default locale's /404/ itself).
const NOT_FOUND_FILE = "/404.html";
const ENQUIRY_RECEIVED_PATH = "/enquiry-received/";

interface Draft {
  path: string;
  template: RouteTemplate;
  owner: string;
  locale: LocaleCode;
  /** Routes of one entry in several locales share this key; their paths are each other's alternates. */
  translationKey: string;
  context: Record<string, unknown>;
}

const inLocale = (locale: LocaleCode, owner: string) => (locale === DEFAULT_LOCALE ? owner : `${owner} (${siteLocale(locale).name})`);

/**
 * Every route the site has, one tree per locale, from the CMS entries (docs/content-model.md, "Languages"). The default
 * locale must have its home page and cookie policy; any other locale has a site only when it has a published home page
 * (`/fr/`), and otherwise no route at all. Collects every problem — too deep, two entries on one path, a page under
 * another locale's prefix, missing home or cookie policy — and fails once, naming the entries.
 */
export function planRoutes(pages: readonly PageEntry[], posts: readonly PostEntry[], listings: readonly ListingEntry[] = []): PlannedRoute[] {
  const problems: string[] = [];
  const drafts: Draft[] = [];
  const prefixes = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE).map((code) => localizedPath(code, HOME_PATH));

  for (const locale of LOCALE_CODES) {
    const localePages = pages.filter((page) => page.locale === locale);
    const localeDrafts: Draft[] = [];
    const localeProblems: string[] = [];
    const caseStudies = caseStudyNeighbours(localePages.flatMap((page) => pageForCaseStudies(locale, page)));
    for (const page of localePages) {
      try {
        const path = localizedPath(locale, pagePath(page.ref));
        const owner = inLocale(locale, `page "${page.title}"`);
        // A default-locale page whose first slug is another locale's code would sit inside that locale's site.
        const under = locale === DEFAULT_LOCALE ? prefixes.find((prefix) => path.startsWith(prefix)) : undefined;
        if (under) localeProblems.push(`${owner} is at ${path}, inside the ${under} prefix of another language: change its slug`);
        else {
          const neighbours = caseStudies.get(page.id);
          // The case study's neighbours as 0 or 1 ids each (the template's query reads them as lists, never a null id).
          const searchType: SearchType = neighbours ? "case-study" : "page";
          const context = { id: page.id, searchType, previous: idList(neighbours?.previous), next: idList(neighbours?.next) };
          localeDrafts.push({ path, template: "page", owner, locale, translationKey: `page:${page.documentId}`, context });
        }
      } catch (error) {
        localeProblems.push(inLocale(locale, (error as Error).message));
      }
    }
    if (!localeDrafts.some((draft) => draft.path === localizedPath(locale, HOME_PATH))) {
      // The default locale always has a site; another locale without its home page has none (no routes under its prefix).
      if (locale !== DEFAULT_LOCALE) continue;
      problems.push(`no published page with slug "home" and no parent: the home page (/) is missing`);
    }

    // The posts to read next, the previous and next post, and every listing's posts are chosen here, within the locale,
    // and handed to the page as ids: the page's query then depends on those posts alone, so one edit re-runs only the
    // pages that show the edited post (docs/blog.md).
    const localePosts = posts.filter((post) => post.locale === locale);
    const ordered = [...localePosts].sort((a, b) => blogIndexOrder(candidate(a), candidate(b)));
    const readNext = relatedPostsByPost(localePosts.map(candidate));
    // Posts and listing pages lie below the blog index and no menu item links them (menu items link CMS pages): their
    // header marks the blog's section alone, so they all share one (src/app/layout/layout.tsx, docs/navigation.md).
    const menuSection = localizedPath(locale, BLOG_BASE_PATH);
    for (const post of localePosts) {
      const at = ordered.indexOf(post);
      const related = (readNext.get(post.id) ?? []).map((other) => other.id);
      localeDrafts.push({
        path: localizedPath(locale, blogPostPath(post.slug)),
        template: "blog-post",
        owner: inLocale(locale, `blog post "${post.title}"`),
        locale,
        translationKey: `post:${post.documentId}`,
        context: {
          id: post.id,
          related,
          previous: idList(ordered[at - 1]?.id),
          next: idList(ordered[at + 1]?.id),
          searchType: "post" satisfies SearchType,
          menuSection,
        },
      });
    }
    // The index pages get their posts' ids too, not skip/limit over every post of the locale: such a query would depend
    // on every post, so one post edit ran it again on every index page (835 pages at 5,000 posts).
    const orderedIds = ordered.map((post) => post.id);
    const indexPaths = blogIndexPaths(localePosts.length);
    indexPaths.forEach((path, offset) => {
      const index = offset + 1;
      localeDrafts.push({
        path: localizedPath(locale, path),
        template: "blog-index",
        owner: inLocale(locale, `blog index page ${index}`),
        locale,
        translationKey: `blog-index:${index}`,
        context: { postIds: listingPageIds(orderedIds, index), currentPage: index, pageCount: indexPaths.length, menuSection },
      });
    });
    for (const listing of listings.filter((entry) => entry.locale === locale)) {
      const postIds = ordered.filter((post) => listsPost(listing, post)).map((post) => post.id);
      const paths = blogListingPaths({ kind: listing.kind, slug: listing.slug }, postIds.length);
      paths.forEach((path, offset) => {
        const currentPage = offset + 1;
        localeDrafts.push({
          path: localizedPath(locale, path),
          template: "blog-listing",
          owner: inLocale(locale, `${listing.kind} "${listing.name}"${currentPage > 1 ? ` page ${currentPage}` : ""}`),
          locale,
          translationKey: `${listing.kind}:${listing.documentId}:${currentPage}`,
          context: { id: listing.id, kind: listing.kind, postIds: listingPageIds(postIds, currentPage), currentPage, pageCount: paths.length, menuSection },
        });
      });
    }
    localeDrafts.push(...siteOwnPages(locale));
    drafts.push(...localeDrafts);
    problems.push(...localeProblems);
  }

  const owners = new Map<string, string[]>();
  for (const draft of drafts) owners.set(draft.path, [...(owners.get(draft.path) ?? []), draft.owner]);
  for (const [path, claimants] of owners) {
    if (claimants.length > 1) problems.push(`${claimants.join(" and ")} both claim the path ${path}`);
  }
  const cookiePolicy = drafts.find((draft) => draft.locale === DEFAULT_LOCALE && draft.path === COOKIE_POLICY_PATH);
  if (!cookiePolicy) problems.push(`no published page with slug "cookie-policy" and no parent: ${COOKIE_POLICY_PATH} is missing`);

  if (problems.length > 0) throw new RoutePlanError(problems);
  return withLocaleContext(drafts, cookiePolicy!.translationKey);
}

const idList = (id: string | null | undefined): string[] => (id ? [id] : []);

const candidate = (post: PostEntry) => ({
  id: post.id,
  title: post.title,
  published_on: post.publishedOn,
  categoryId: post.categoryId ?? null,
  tagIds: post.tagIds ?? [],
});

function listsPost(listing: ListingEntry, post: PostEntry): boolean {
  if (listing.kind === "category") return post.categoryId === listing.id;
  if (listing.kind === "tag") return (post.tagIds ?? []).includes(listing.id);
  return post.authorId === listing.id;
}

/** A page as the case-study rule reads it (nothing for a page whose path cannot be built: reported with the page). */
function pageForCaseStudies(locale: LocaleCode, page: PageEntry) {
  try {
    const path = localizedPath(locale, pagePath(page.ref));
    const parentPath = page.ref.parent ? localizedPath(locale, pagePath(page.ref.parent)) : null;
    return [{ id: page.id, path, parentPath, caseStudyIds: page.caseStudyIds ?? [] }];
  } catch {
    return [];
  }
}

/**
 * The site's own pages in a locale: its 404 (in the default locale src/pages/404.tsx at /404/, for which Gatsby also
 * writes /404.html; in another one /fr/404/ and /fr/404.html, the file servers look for) and the page a form posted
 * without JavaScript lands on. The browser shows a locale's 404 for every unknown path under its prefix by
 * localeNotFoundPages(), not by a catch-all matchPath.
 */
function siteOwnPages(locale: LocaleCode): Draft[] {
  const own = (neutralPath: string, template: RouteTemplate, owner: string): Draft => ({
    path: localizedPath(locale, neutralPath),
    template,
    owner: inLocale(locale, owner),
    locale,
    translationKey: `${template}:${neutralPath}`,
    context: {},
  });
  const pages = [
    own(ENQUIRY_RECEIVED_PATH, "enquiry-received", "the enquiry-received page"),
    own(NOT_FOUND_PATH, "not-found", "the not-found page"),
    own(SEARCH_PATH, "search", "the search page"),
  ];
  if (locale !== DEFAULT_LOCALE) pages.push(own(NOT_FOUND_FILE, "not-found", "the not-found page"));
  return pages;
}

/**
 * Which 404 page the browser shows for a missing path under each non-default locale's prefix ({ "/fr/": "/fr/404.html" }),
 * for Gatsby's loader (patches/gatsby+5.16.1.patch, docs/deploying.md "A language's own 404 page"). A catch-all
 * `matchPath: "/fr/*"` did this before, but Gatsby then listed every French page in app.js's match paths, each one
 * ranked again on every path look-up: a cost of every page that grew with the French content.
 */
export function localeNotFoundPages(): Record<string, string> {
  return Object.fromEntries(
    LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [localizedPath(locale, HOME_PATH), localizedPath(locale, NOT_FOUND_FILE)]),
  );
}

/** Every route's alternates (its translations that have routes) and its locale's cookie policy. */
function withLocaleContext(drafts: readonly Draft[], cookiePolicyKey: string): PlannedRoute[] {
  const byKey = new Map<string, Draft[]>();
  for (const draft of drafts) byKey.set(draft.translationKey, [...(byKey.get(draft.translationKey) ?? []), draft]);
  const siteLocales = LOCALE_CODES.filter((locale) => drafts.some((draft) => draft.locale === locale));
  const defaultCookiePolicy = byKey.get(cookiePolicyKey)!.find((draft) => draft.locale === DEFAULT_LOCALE)!.path;

  return drafts.map((draft) => {
    const translations = byKey.get(draft.translationKey) ?? [];
    const cookiePolicyPath = byKey.get(cookiePolicyKey)!.find((other) => other.locale === draft.locale)?.path ?? defaultCookiePolicy;
    return {
      path: draft.path,
      template: draft.template,
      owner: draft.owner,
      context: { ...draft.context, locale: draft.locale, alternates: alternatesOf(draft, translations, siteLocales), cookiePolicyPath },
    };
  });
}

function alternatesOf(draft: Draft, translations: readonly Draft[], siteLocales: readonly LocaleCode[]): Alternate[] {
  if (draft.template === "not-found") return siteLocales.map((locale) => ({ locale, path: localizedPath(locale, NOT_FOUND_PATH) }));
  // A blog index page's translations are the other locales' page n, where they have that many: alternates must be
  // reciprocal, and page 2 in English has no French counterpart when French has one page (its switcher then offers /fr/).
  return siteLocales.flatMap((locale) => translations.filter((other) => other.locale === locale).map((other) => ({ locale, path: other.path })));
}
