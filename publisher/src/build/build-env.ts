import type { PublisherConfig } from "../config/load-config";

/**
 * The site build's environment: the publisher's own, plus the contract with the site
 * (BUILD_ID goes into builds/latest.json; STRAPI_URL/STRAPI_TOKEN feed the source plugin).
 */
export function buildEnv(config: PublisherConfig, buildId: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BUILD_ID: buildId,
    STRAPI_URL: config.strapiUrl,
    STRAPI_TOKEN: config.strapiToken,
    GATSBY_TELEMETRY_DISABLED: "1",
  };
  if (config.gtmId) env.GATSBY_GTM_ID = config.gtmId;
  // The site build has no business with the webhook secret.
  delete env.PUBLISHER_WEBHOOK_TOKEN;
  return env;
}
