import type { PublisherReply } from "./publisher-client";

/**
 * The first sentence the panel shows when the publisher does not answer. Answered with 200 and
 * `reachable: false` on every route (not an error status): a stopped publisher is a state to show,
 * and the admin's fetch client would otherwise treat it as a failed request.
 */
const NOT_RUNNING_MESSAGE =
  "The publisher is not running, so the site is not being rebuilt. What you publish is saved in the CMS and goes live once the publisher runs again.";

export interface RouteAnswer {
  status: number;
  body: unknown;
}

/** An error in Strapi's own shape, so the admin's fetch client and error handler read its message. */
export const errorAnswer = (status: number, message: string): RouteAnswer => ({
  status,
  body: { data: null, error: { status, name: status >= 500 ? "PublisherError" : "BadRequestError", message } },
});

/** The publisher's refusals (400/404/409) pass through with its own message; anything else is a 502. */
export function proxyAnswer(reply: PublisherReply, toData: (body: unknown) => unknown = (body) => body): RouteAnswer {
  if (!reply.reachable) return { status: 200, body: { reachable: false, message: NOT_RUNNING_MESSAGE, detail: reply.detail } };
  if (reply.status >= 200 && reply.status < 300) return { status: 200, body: { reachable: true, data: toData(reply.body) } };
  if (reply.status === 401) {
    return errorAnswer(502, "The publisher refused the CMS's token: PUBLISHER_WEBHOOK_TOKEN is not the token the publisher expects.");
  }
  const message = (reply.body as { error?: unknown } | null)?.error;
  if ([400, 404, 409].includes(reply.status) && typeof message === "string") return errorAnswer(reply.status, message);
  return errorAnswer(502, `The publisher answered ${reply.status}${typeof message === "string" ? `: ${message}` : ""}.`);
}
