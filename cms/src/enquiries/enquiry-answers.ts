import type { Core } from "@strapi/strapi";
import { enquiryPage } from "./enquiry-page";

/** Koa's context, as Strapi hands it to middlewares and controllers. */
export type Context = Parameters<Core.MiddlewareHandler>[0];

/**
 * How the endpoint answers, for its two kinds of sender (docs/enquiries.md): the site's script posts JSON and reads
 * Strapi's error shape; a browser without JavaScript posts the form itself and must be shown a page.
 */
const isPlainFormPost = (ctx: Context): boolean => ctx.is("application/x-www-form-urlencoded") === "application/x-www-form-urlencoded";

/** Only a site path ("/contact/"), never another host: it becomes a link and a redirect target. */
export const sitePath = (value: unknown): string | null => {
  const path = typeof value === "string" ? value.trim() : "";
  return /^\/(?![/\\])[^\s\p{Cc}]{0,254}$/u.test(path) ? path : null;
};

const RECEIVED_PATH = "/enquiry-received/";

const BACK_HINT = "Use your browser's Back button to return to the form: what you typed is still there.";

const errorBody = (status: number, name: string, message: string, details: Record<string, unknown> = {}) => ({
  data: null,
  error: { status, name, message, details },
});

export const answerReceived = (ctx: Context, siteUrl: string): void => {
  if (isPlainFormPost(ctx)) {
    ctx.status = 303;
    ctx.redirect(`${siteUrl}${RECEIVED_PATH}`);
    return;
  }
  ctx.status = 200;
  ctx.body = { data: { status: "received" } };
};

export const answerInvalid = (
  ctx: Context,
  summary: string,
  fields: Readonly<Record<string, string | undefined>>,
  back: { siteUrl: string; page: string | null },
): void => {
  ctx.status = 400;
  if (!isPlainFormPost(ctx)) {
    ctx.body = errorBody(400, "ValidationError", summary, { fields });
    return;
  }
  ctx.type = "text/html";
  ctx.body = enquiryPage({
    title: "Please check your enquiry",
    paragraphs: [summary],
    list: Object.values(fields).filter((text): text is string => Boolean(text)),
    after: [BACK_HINT],
    link: { href: `${back.siteUrl}${back.page ?? "/"}`, label: "Back to the form" },
  });
};

/** A refusal that is not about the fields (403, 411, 413, 415, 429). */
export const answerRefused = (ctx: Context, status: number, name: string, message: string, siteUrl: string): void => {
  ctx.status = status;
  if (!isPlainFormPost(ctx)) {
    ctx.body = errorBody(status, name, message);
    return;
  }
  ctx.type = "text/html";
  ctx.body = enquiryPage({
    title: "Your enquiry could not be sent",
    paragraphs: [message, BACK_HINT],
    link: { href: `${siteUrl}/`, label: "Back to the website" },
  });
};
