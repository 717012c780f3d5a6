import { factories } from "@strapi/strapi";
import { ENQUIRY_MESSAGES } from "../../../contract/enquiry-messages";
import { checkEnquiry, enquiryLocale, PAGE_FIELD } from "../../../contract/enquiry-rules";
import { ENQUIRY_ANSWER_TEXTS } from "../../../enquiries/enquiry-answer-texts";
import { answerInvalid, answerReceived, answerRefused, sitePath, type Context } from "../../../enquiries/enquiry-answers";
import { enquiryEnv } from "../../../enquiries/enquiry-env";
import { consumeEnquiryPoint } from "../../../enquiries/enquiry-rate-limit";
import { readEnquirySettings } from "../../../enquiries/enquiry-settings";
import { spamVerdict } from "../../../enquiries/enquiry-spam";

const minutesOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

interface DeliveryService {
  deliver(id: number): Promise<unknown>;
}

/**
 * POST /api/enquiries/submit (docs/enquiries.md). By the time it runs, enquiry-intake has refused foreign origins
 * and oversized bodies. Then, in this order: the rate limit counts the request (invalid ones too, so guessing
 * costs), a filled honeypot is told it worked and dropped, the fields are checked against the rules the site's form
 * uses (src/contract/enquiry-rules.ts) and the options editors set, and the enquiry is stored before any email is
 * tried: a failed send leaves it stored and marked for the retry job, and the visitor is told it arrived. One sent
 * too fast is stored as suspected spam and held, not mailed, until an editor releases it (a person's autofill can
 * be that fast: nothing is lost silently). Every
 * answer, the options checked and the visitor's email follow the locale the form names (its page's language).
 */
export default factories.createCoreController("api::enquiry.enquiry", ({ strapi }) => ({
  async submit(ctx: Context) {
    const env = enquiryEnv();
    const input = asRecord(ctx.request.body);
    const locale = enquiryLocale(input);
    const page = sitePath(input[PAGE_FIELD]);
    const rate = await consumeEnquiryPoint(strapi, ctx.request.ip, env.ratePoints, env.rateWindowSeconds);
    if (!rate.allowed) {
      ctx.set("Retry-After", String(rate.retryAfterSeconds));
      const message = ENQUIRY_ANSWER_TEXTS[locale].tooMany(minutesOf(rate.retryAfterSeconds));
      return answerRefused(ctx, 429, "RateLimitError", message, env.siteUrl, locale, page);
    }

    const verdict = spamVerdict(input);
    if (verdict === "drop") return answerReceived(ctx, env.siteUrl, locale);

    const check = checkEnquiry(input, await readEnquirySettings(strapi, locale), ENQUIRY_MESSAGES[locale]);
    if (!check.ok) return answerInvalid(ctx, ENQUIRY_MESSAGES[locale].summary, check.errors, { siteUrl: env.siteUrl, page, locale });

    const held = verdict === "hold";
    const stored = (await strapi.documents("api::enquiry.enquiry").create({
      data: {
        ...check.enquiry,
        page,
        language: locale,
        enquiry_status: "new",
        email_status: held ? "held" : "pending",
        suspected_spam: held,
        email_attempts: 0,
        consented_at: new Date(),
      },
    } as never)) as { id: number };
    if (held) return answerReceived(ctx, env.siteUrl, locale);
    try {
      await (strapi.service("api::enquiry.delivery") as unknown as DeliveryService).deliver(stored.id);
    } catch (error) {
      // Stored and still pending: the retry job sends it. The visitor's part is done.
      strapi.log.error(`[enquiries] enquiry ${stored.id} is stored but its emails were not attempted: ${String(error)}`);
    }
    return answerReceived(ctx, env.siteUrl, locale);
  },
}));
