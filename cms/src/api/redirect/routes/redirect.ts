import { factories } from "@strapi/strapi";

/** The site build reads the list (the site token may `find`); editors work on redirects in the admin only. */
export default factories.createCoreRouter("api::redirect.redirect", { only: ["find"] });
