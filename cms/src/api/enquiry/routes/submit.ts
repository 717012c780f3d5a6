/**
 * The enquiry form's endpoint (docs/enquiries.md). Anonymous on purpose: the intake middleware
 * (src/middlewares/enquiry-intake.ts) has already refused foreign origins and oversized bodies, and the
 * controller rate-limits, validates and stores.
 */
export default {
  routes: [
    {
      method: "POST" as const,
      path: "/enquiries/submit",
      handler: "api::enquiry.enquiry.submit",
      config: { auth: false as const },
    },
  ],
};
