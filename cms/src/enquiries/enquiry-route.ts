/** The enquiry endpoint under the content API's prefix (routes: src/api/enquiry/routes/submit.ts). */
const ENQUIRY_SUBMIT_ROUTE = "/enquiries/submit";

/** Strapi's router ignores case and a trailing slash, so the middlewares that single the route out do too. */
export const isEnquirySubmitPath = (path: string, apiPrefix: string): boolean =>
  path.toLowerCase().replace(/\/+$/, "") === `${apiPrefix}${ENQUIRY_SUBMIT_ROUTE}`.toLowerCase();
