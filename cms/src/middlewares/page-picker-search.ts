import type { Core } from "@strapi/strapi";
import { pagePathOf } from "../lib/site-path";

const PAGE = "api::page.page";
/** The content manager's search for a relation's choices: GET /content-manager/relations/<model>/<field>?_q=… */
const AVAILABLE_RELATIONS = /^\/content-manager\/relations\/([^/]+)\/([^/]+)\/?$/;

type Query = Record<string, unknown> & { _q?: unknown; filters?: unknown };

interface Choice {
  id: number;
  title?: string | null;
}

interface PageRow {
  id: number;
  slug: string;
  locale?: string | null;
  parent?: PageRow | null;
}

/** Three levels of pages: the page and two parents (docs/content-model.md). */
const PARENTS = { select: ["id", "slug"], populate: { parent: { select: ["id", "slug"] } } };

const slugsOf = (row: PageRow): string[] => {
  const slugs: string[] = [];
  for (let at: PageRow | null | undefined = row; at; at = at.parent) slugs.unshift(at.slug);
  return slugs;
};

/**
 * Every page picker of the admin (a page's "Parent page", a button's or a link's page) finds a page by its slug as
 * well as by its title, and names each choice with its address: "Search engine optimisation (/services/digital/seo/)".
 * Strapi searches a relation's choices on the target's main field only (the title), lists them ten at a time and
 * names them by title alone: an editor who knows the address ("seo", "digital") found nothing, and two pages of
 * one title looked the same. A translation's address is its locale's (the French picker lists
 * "SEO (/fr/services/numerique/seo/)"). The search moves from `_q` into a filter on both fields (the content manager still
 * applies the editor's read permissions and its own clauses to it); the address goes into the choice's label,
 * which the picker also filters on as the editor types. Only the choices are renamed: a chosen page shows its
 * title once saved.
 */
const pagePickerSearch: Core.MiddlewareFactory = (_config, { strapi }) => {
  const targetsPages = (model: string, field: string): boolean => {
    // Any model name may arrive in the path: an unknown one has no attributes.
    const schema = strapi.getModel(model as Parameters<typeof strapi.getModel>[0]) as { attributes?: Record<string, { target?: string }> } | undefined;
    return schema?.attributes?.[field]?.target === PAGE;
  };

  const withAddresses = async (choices: Choice[]): Promise<void> => {
    const rows = (await strapi.db.query(PAGE).findMany({
      where: { id: { $in: choices.map((choice) => choice.id) } },
      select: ["id", "slug", "locale"],
      populate: { parent: PARENTS },
    })) as PageRow[];
    // A page's parents are in its own locale: the path takes that locale's prefix (/fr/services/numerique/).
    const paths = new Map(rows.map((row) => [row.id, pagePathOf(slugsOf(row), row.locale)]));
    for (const choice of choices) {
      const path = paths.get(choice.id);
      if (path && choice.title) choice.title = `${choice.title} (${path})`;
    }
  };

  return async (ctx, next) => {
    const match = ctx.method === "GET" ? AVAILABLE_RELATIONS.exec(ctx.path) : null;
    if (!match || !targetsPages(decodeURIComponent(match[1]!), decodeURIComponent(match[2]!))) return next();
    const query = ctx.request.query as Query;
    const search = typeof query._q === "string" ? query._q.trim() : "";
    if (search) {
      const { _q: _search, filters, ...rest } = query;
      const bySlugOrTitle = { $or: [{ title: { $containsi: search } }, { slug: { $containsi: search } }] };
      ctx.request.query = { ...rest, filters: filters ? { $and: [filters, bySlugOrTitle] } : bySlugOrTitle };
    }
    await next();
    const results = ctx.status === 200 ? (ctx.body as { results?: Choice[] } | undefined)?.results : undefined;
    if (Array.isArray(results) && results.length > 0) await withAddresses(results);
  };
};

export default pagePickerSearch;
