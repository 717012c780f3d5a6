import { factories } from "@strapi/strapi";

/**
 * The content API's own routes for enquiries stay registered, but every one is refused with 403 for every caller,
 * anonymous or with a token (a policy, not the public role: the role keeps no permission at all). Enquiries hold
 * visitors' personal data: editors read them in the admin panel, and the only way in is POST /api/enquiries/submit.
 */
const closed = { auth: false as const, policies: ["api::enquiry.content-api-closed"] };

export default factories.createCoreRouter("api::enquiry.enquiry", {
  config: { find: closed, findOne: closed, create: closed, update: closed, delete: closed },
});
