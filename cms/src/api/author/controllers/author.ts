import { factories } from "@strapi/strapi";

export default factories.createCoreController("api::author.author");
