import { errors } from "@strapi/utils";

/** Refuses the content API's enquiry routes to everyone (routes/enquiry.ts says why). */
export default (): never => {
  throw new errors.PolicyError("Enquiries are read in the admin panel, not through the content API.");
};
