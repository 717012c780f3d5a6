import type { Core } from "@strapi/strapi";
import { DEFAULT_LOCALE, localizedPath, type LocaleCode } from "../contract/locales";
import { ENQUIRY_ANSWER_TEXTS } from "./enquiry-answer-texts";
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

/** The thank-you page, in each locale under its prefix (`/fr/enquiry-received/`). */
const RECEIVED_PATH = "/enquiry-received/";

const errorBody = (status: number, name: string, message: string, details: Record<string, unknown> = {}) => ({
  data: null,
  error: { status, name, message, details },
});

export const answerReceived = (ctx: Context, siteUrl: string, locale: LocaleCode): void => {
  if (isPlainFormPost(ctx)) {
    ctx.status = 303;
    ctx.redirect(`${siteUrl}${localizedPath(locale, RECEIVED_PATH)}`);
    return;
  }
  ctx.status = 200;
  ctx.body = { data: { status: "received" } };
};

export const answerInvalid = (
  ctx: Context,
  summary: string,
  fields: Readonly<Record<string, string | undefined>>,
  back: { siteUrl: string; page: string | null; locale: LocaleCode },
): void => {
  ctx.status = 400;
  if (!isPlainFormPost(ctx)) {
    ctx.body = errorBody(400, "ValidationError", summary, { fields });
    return;
  }
  const texts = ENQUIRY_ANSWER_TEXTS[back.locale];
  ctx.type = "text/html";
  ctx.body = enquiryPage({
    lang: back.locale,
    title: texts.invalidTitle,
    paragraphs: [summary],
    list: Object.values(fields).filter((text): text is string => Boolean(text)),
    after: [texts.backHint],
    link: { href: `${back.siteUrl}${back.page ?? localizedPath(back.locale, "/")}`, label: texts.backToForm },
  });
};

/**
 * A refusal that is not about the fields (403, 411, 413, 415, 429). The intake middleware refuses before the body
 * is read, so before the form's locale is known: its refusals are in the default locale.
 */
export const answerRefused = (ctx: Context, status: number, name: string, message: string, siteUrl: string, locale: LocaleCode = DEFAULT_LOCALE): void => {
  ctx.status = status;
  if (!isPlainFormPost(ctx)) {
    ctx.body = errorBody(status, name, message);
    return;
  }
  const texts = ENQUIRY_ANSWER_TEXTS[locale];
  ctx.type = "text/html";
  ctx.body = enquiryPage({
    lang: locale,
    title: texts.refusedTitle,
    paragraphs: [message, texts.backHint],
    link: { href: `${siteUrl}${localizedPath(locale, "/")}`, label: texts.backToSite },
  });
};
