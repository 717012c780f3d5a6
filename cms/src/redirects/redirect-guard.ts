import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { fieldError } from "../guards/content-types";
import { liveHolderOf, livePaths } from "./live-paths";
import { checkFromPath, checkToPath, sitePathOfTarget } from "./redirect-paths";
import { allRedirects, REDIRECT, type RedirectRow } from "./redirect-store";

interface RedirectParams {
  documentId?: string;
  data?: { from?: unknown; to?: unknown; reason?: unknown } & Record<string, unknown>;
}

const refuse = (field: "from" | "to", message: string): never => {
  throw new errors.ValidationError(message, fieldError([field], message));
};

const named = (row: Pick<RedirectRow, "from" | "to">) => `the redirect ${row.from} → ${row.to}`;

/**
 * An editor's redirect (docs/redirects.md), checked before it is saved: paths written the site's way,
 * never away from a path a live page or post holds, never to a site path that nothing is published at, one
 * redirect per path, and no loop. A target that is itself redirected is followed, so a chain is stored as one hop
 * (A → B with B → C saves A → C), and redirects that led to this one's path are pointed at its target after the save.
 */
export const registerRedirectGuard = (strapi: Core.Strapi): void => {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid !== REDIRECT || (ctx.action !== "create" && ctx.action !== "update")) return next();
    const params = (ctx.params ?? {}) as RedirectParams;
    const data = (params.data ??= {});
    const rows = await allRedirects(strapi);
    const others = rows.filter((row) => row.documentId !== params.documentId);
    const current = rows.find((row) => params.documentId !== undefined && row.documentId === params.documentId);

    const fromCheck = checkFromPath(String(data.from ?? current?.from ?? ""));
    if (!fromCheck.ok) return refuse("from", fromCheck.problem);
    const toCheck = checkToPath(String(data.to ?? current?.to ?? ""));
    if (!toCheck.ok) return refuse("to", toCheck.problem);
    const from = fromCheck.path;
    let to = toCheck.path;

    const live = await livePaths(strapi);
    const holder = liveHolderOf(live, from);
    if (holder) return refuse("from", `Cannot save ${named({ from, to })}: ${holder} is live at ${from}. Only a path no page or post has can be redirected.`);
    const twin = others.find((row) => row.from === from);
    if (twin) return refuse("from", `Cannot save ${named({ from, to })}: ${from} already has ${named(twin)}. Change or delete that one instead.`);
    const onward = others.find((row) => row.from === sitePathOfTarget(to));
    if (onward) to = onward.to + (to.includes("#") && !onward.to.includes("#") ? to.slice(to.indexOf("#")) : "");
    if (sitePathOfTarget(to) === from) {
      const loop = onward ? `it and ${named(onward)} would send visitors round in a loop` : "it would lead to itself";
      return refuse("to", `Cannot save ${named({ from, to: toCheck.path })}: ${loop}.`);
    }
    const target = sitePathOfTarget(to);
    if (target !== null && !liveHolderOf(live, target)) {
      return refuse("to", `Cannot save ${named({ from, to })}: no published page or post is at ${target}. Publish it first, or choose another target.`);
    }

    data.from = from;
    data.to = to;
    // Automatic redirects are the CMS's own record of moved content; whatever an editor saves is theirs.
    if (ctx.action === "create") data.reason = "editor";
    return strapi.db.transaction(async () => {
      const result = await next();
      await strapi.db.query(REDIRECT).updateMany({ where: { to: from }, data: { to } });
      return result;
    });
  });
};
