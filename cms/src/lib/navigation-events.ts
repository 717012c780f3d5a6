import type { Core } from "@strapi/strapi";

/**
 * strapi-plugin-navigation 3.3.7 announces navigation changes through `strapi.webhookRunner`, a
 * Strapi 4 property that Strapi 5 no longer has (it logs "Webhook runner not present" and drops the
 * event). Aliasing it to Strapi 5's runner lets a navigation edit reach the publisher's webhook like
 * any other content change.
 */
export const aliasWebhookRunner = (strapi: Core.Strapi): void => {
  if ("webhookRunner" in strapi) return;
  Object.defineProperty(strapi, "webhookRunner", {
    configurable: true,
    get: () => strapi.get("webhookRunner"),
  });
};
