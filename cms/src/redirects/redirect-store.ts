import type { Core } from "@strapi/strapi";

export const REDIRECT = "api::redirect.redirect";

export interface RedirectRow {
  id: number;
  documentId: string;
  from: string;
  to: string;
  reason: "automatic" | "editor";
}

export interface Move {
  from: string;
  to: string;
}

const FIELDS = ["id", "documentId", "from", "to", "reason"];

export const allRedirects = async (strapi: Core.Strapi): Promise<RedirectRow[]> =>
  (await strapi.db.query(REDIRECT).findMany({ select: FIELDS, orderBy: { id: "asc" } })) as RedirectRow[];

/**
 * Records that published content moved (docs/redirects.md). Written straight to the table, not
 * through the document service: these are the CMS's own records, made inside the publish's transaction, and the
 * publish already sends the webhook that rebuilds the site.
 *
 * - every redirect that led to an old path now leads to the new one, so a chain A → B → C is stored as A → C;
 * - each old path gets one redirect to its new path (an older redirect from that path is pointed there);
 * - a path that is live again is no longer redirected, and a redirect left leading to itself is removed.
 */
export const recordMoves = async (strapi: Core.Strapi, moves: Move[], livePaths: ReadonlySet<string>): Promise<void> => {
  const query = strapi.db.query(REDIRECT);
  for (const move of moves) {
    await query.updateMany({ where: { to: move.from }, data: { to: move.to } });
    const existing = (await query.findOne({ where: { from: move.from }, select: FIELDS })) as RedirectRow | null;
    if (existing) await query.update({ where: { id: existing.id }, data: { to: move.to } });
    else await query.create({ data: { from: move.from, to: move.to, permanent: true, reason: "automatic" } });
    strapi.log.info(`[redirects] ${move.from} → ${move.to} (the content moved)`);
  }
  const stale = (await allRedirects(strapi)).filter((row) => row.from === row.to || livePaths.has(row.from));
  for (const row of stale) {
    await query.delete({ where: { id: row.id } });
    strapi.log.info(`[redirects] removed ${row.from} → ${row.to}: ${row.from === row.to ? "it led to itself" : `${row.from} is a live path again`}`);
  }
};
