import type { Core } from "@strapi/strapi";
import { ENQUIRY_BODY_LIMIT_BYTES } from "../contract/enquiry-rules";
import { answerRefused } from "../enquiries/enquiry-answers";
import { enquiryEnv, originAllowed } from "../enquiries/enquiry-env";
import { isEnquirySubmitPath } from "../enquiries/enquiry-route";

const FOREIGN_ORIGIN = "This form may only be sent from the agency's website.";
const TOO_LARGE = `Your enquiry is too long to send: the form accepts up to ${ENQUIRY_BODY_LIMIT_BYTES / 1024} KB. Please shorten your message.`;
const NO_LENGTH = "The enquiry must be sent with its length (a Content-Length header).";
const WRONG_TYPE = "Send the enquiry as JSON or as a plain form post.";

/**
 * The enquiry endpoint's gate, before Strapi reads any body (it sits before strapi::body in config/middlewares.ts):
 * a foreign Origin is refused (403), and so is a body over ENQUIRY_BODY_LIMIT_BYTES (413) without reading it.
 * Strapi's body parser limits are global (1 MB of JSON, which the admin needs), so the size is judged here from
 * Content-Length, which this route requires (411 without; browsers and HTTP clients always send it for a form or a
 * JSON string). The parser then stops at the declared length, so the body can be no longer than what was judged.
 */
const enquiryIntake: Core.MiddlewareFactory = (_config, { strapi }) => {
  const prefix = strapi.config.get<string>("api.rest.prefix", "/api");
  return async (ctx, next) => {
    if (ctx.method !== "POST" || !isEnquirySubmitPath(ctx.path, prefix)) return next();
    const { allowedOrigins, siteUrl } = enquiryEnv();
    if (!originAllowed(ctx.get("Origin") || undefined, allowedOrigins)) return answerRefused(ctx, 403, "ForbiddenError", FOREIGN_ORIGIN, siteUrl);
    if (!ctx.is("application/json", "application/x-www-form-urlencoded")) return answerRefused(ctx, 415, "UnsupportedMediaTypeError", WRONG_TYPE, siteUrl);
    const declared = ctx.get("Content-Length");
    if (!/^\d+$/.test(declared)) return answerRefused(ctx, 411, "LengthRequiredError", NO_LENGTH, siteUrl);
    if (Number(declared) > ENQUIRY_BODY_LIMIT_BYTES) {
      // The unread body is dropped with the connection rather than drained.
      ctx.set("Connection", "close");
      return answerRefused(ctx, 413, "PayloadTooLargeError", TOO_LARGE, siteUrl);
    }
    return next();
  };
};

export default enquiryIntake;
