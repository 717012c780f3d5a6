import type { Core } from "@strapi/strapi";
import { DEFAULT_LOCALE, localeOfPath, localizedPath, type LocaleCode } from "../contract/locales";

/** Koa's context, as Strapi hands it to middlewares and controllers. */
export type Context = Parameters<Core.MiddlewareHandler>[0];

/**
 * How the endpoint answers, for its two kinds of sender (docs/enquiries.md): the site's script posts JSON and reads
 * Strapi's error shape; a browser without JavaScript posts the form itself and must land on a page of the site.
 */
const isPlainFormPost = (ctx: Context): boolean => ctx.is("application/x-www-form-urlencoded") === "application/x-www-form-urlencoded";

/** Only a site path ("/contact/"), never another host: it becomes a link and a redirect target. */
export const sitePath = (value: unknown): string | null => {
  const path = typeof value === "string" ? value.trim() : "";
  return /^\/(?![/\\])[^\s\p{Cc}]{0,254}$/u.test(path) ? path : null;
};

/** The thank-you page, in each locale under its prefix (`/fr/enquiry-received/`). */
const RECEIVED_PATH = "/enquiry-received/";

/**
 * Why a plain post was refused, as the site's form names its notices (`#enquiry-refused-<reason>`,
 * src/features/blocks/enquiry-form/refusal-notices.tsx): the page shows the one its address targets, without script.
 */
type RefusalReason = "invalid" | "rate-limit" | "too-large" | "other";

const reasonOf = (status: number): RefusalReason => (status === 400 ? "invalid" : status === 429 ? "rate-limit" : status === 413 ? "too-large" : "other");

/**
 * The page a refused plain post returns to: the form's own page (its query and fragment dropped), with the notice
 * for the reason targeted, e.g. `/contact/?enquiry=refused&reason=rate-limit#enquiry-refused-rate-limit`.
 */
const refusalLocation = (siteUrl: string, page: string, reason: RefusalReason): string =>
  `${siteUrl}${page.split(/[?#]/)[0]}?enquiry=refused&reason=${reason}#enquiry-refused-${reason}`;

/** The site page a browser came from (its Referer) when it is on the site: a refusal before the body is read has no `page` field. */
const refererPage = (ctx: Context, siteUrl: string): string | null => {
  try {
    const referer = new URL(ctx.get("Referer"));
    return referer.origin === new URL(siteUrl).origin ? sitePath(referer.pathname) : null;
  } catch {
    return null;
  }
};

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

/** A plain post goes back to the form's page on the site, whose notice names the agency's email and telephone. */
const redirectToNotice = (ctx: Context, siteUrl: string, page: string | null, locale: LocaleCode, status: number): void => {
  const target = page ?? refererPage(ctx, siteUrl) ?? localizedPath(locale, "/");
  ctx.status = 303;
  ctx.redirect(refusalLocation(siteUrl, target, reasonOf(status)));
};

export const answerInvalid = (
  ctx: Context,
  summary: string,
  fields: Readonly<Record<string, string | undefined>>,
  back: { siteUrl: string; page: string | null; locale: LocaleCode },
): void => {
  if (isPlainFormPost(ctx)) return redirectToNotice(ctx, back.siteUrl, back.page, back.locale, 400);
  ctx.status = 400;
  ctx.body = errorBody(400, "ValidationError", summary, { fields });
};

/**
 * A refusal that is not about the fields (403, 411, 413, 415, 429). The intake middleware refuses before the body
 * is read, so before the form's page and locale are known: a plain post then returns to the page it came from
 * (its Referer on the site), else to the home page of the Referer's language.
 */
export const answerRefused = (
  ctx: Context,
  status: number,
  name: string,
  message: string,
  siteUrl: string,
  locale?: LocaleCode,
  page: string | null = null,
): void => {
  if (isPlainFormPost(ctx)) {
    const from = page ?? refererPage(ctx, siteUrl);
    return redirectToNotice(ctx, siteUrl, from, locale ?? (from ? localeOfPath(from) : DEFAULT_LOCALE), status);
  }
  ctx.status = status;
  ctx.body = errorBody(status, name, message);
};
