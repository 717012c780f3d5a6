import type { Core } from "@strapi/strapi";
import { addChangeTitles } from "../change-titles";
import { isEntryKind, KIND_UIDS } from "../content-kinds";
import { entryVerdict } from "../entry-verdict";
import { errorAnswer, proxyAnswer, type RouteAnswer } from "../publisher-answers";
import { callPublisher } from "../publisher-client";
import { siteUrl } from "../site-url";

type Context = Parameters<Core.ControllerHandler>[0];

/** Reads answer at once; rollback waits up to 5 s for the build lock in the publisher, so it gets longer. */
const READ_TIMEOUT_MS = 3_000;
const ROLLBACK_TIMEOUT_MS = 10_000;

const send = (ctx: Context, { status, body }: RouteAnswer): void => {
  ctx.status = status;
  ctx.body = body;
};

/** The signed-in admin, recorded by the publisher as who asked for the rebuild or rollback. */
const requester = (ctx: Context): string | undefined => {
  const email = (ctx.state.user as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email !== "" ? email : undefined;
};

export const publishingController = ({ strapi }: { strapi: Core.Strapi }) => ({
  async status(ctx: Context) {
    const reply = await callPublisher({ method: "GET", path: "status", timeoutMs: READ_TIMEOUT_MS });
    if (reply.reachable && reply.status === 200) await addChangeTitles(strapi, reply.body);
    send(ctx, proxyAnswer(reply));
  },

  async rebuild(ctx: Context) {
    const requestedBy = requester(ctx);
    send(ctx, proxyAnswer(await callPublisher({ method: "POST", path: "reconcile", body: requestedBy ? { requestedBy } : {}, timeoutMs: READ_TIMEOUT_MS })));
  },

  async rollback(ctx: Context) {
    const buildId = (ctx.request.body as { buildId?: unknown } | undefined)?.buildId;
    if (typeof buildId !== "string" || buildId.trim() === "")
      return send(ctx, errorAnswer(400, "Say which release to roll back to: buildId must be a release id."));
    const requestedBy = requester(ctx);
    const body = requestedBy ? { buildId, requestedBy } : { buildId };
    send(ctx, proxyAnswer(await callPublisher({ method: "POST", path: "rollback", body, timeoutMs: ROLLBACK_TIMEOUT_MS })));
  },

  /** Whether this document's published version is on the site (the edit view's indicator). */
  async entry(ctx: Context) {
    const { kind, documentId } = ctx.params as { kind: string; documentId: string };
    if (!isEntryKind(kind)) return send(ctx, errorAnswer(400, `Unknown kind "${kind}": one of ${Object.keys(KIND_UIDS).join(", ")}.`));
    // The site settings have no slug; pages, posts, categories, tags and authors are linked on the live site by theirs.
    const fields = kind === "configuration" ? ["updatedAt"] : ["updatedAt", "slug"];
    const published = (await strapi.documents(KIND_UIDS[kind]).findOne({ documentId, status: "published", fields: fields as ["updatedAt"] })) as {
      updatedAt?: string | Date;
      slug?: unknown;
    } | null;
    const path = `entries/${encodeURIComponent(kind)}/${encodeURIComponent(documentId)}`;
    const reply = await callPublisher({ method: "GET", path, timeoutMs: READ_TIMEOUT_MS });
    send(
      ctx,
      proxyAnswer(reply, (answer) =>
        entryVerdict(answer, { updatedAt: published?.updatedAt ?? null, slug: typeof published?.slug === "string" ? published.slug : null }, kind, siteUrl()),
      ),
    );
  },
});
