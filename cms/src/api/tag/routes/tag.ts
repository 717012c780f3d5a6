import { factories } from "@strapi/strapi";

export default factories.createCoreRouter("api::tag.tag");
