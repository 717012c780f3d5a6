import type { $Fetch } from "ofetch";
import { describeCmsError } from "./cms-client";

/**
 * Checks the CMS once before sourcing, so an unreachable CMS or a missing/refused token fails the build
 * at once with a message a person can act on, instead of deep inside the source plugin.
 */
export async function checkCmsReachable(client: $Fetch, strapiUrl: string, hasToken: boolean): Promise<void> {
  try {
    await client("/api/content-type-builder/content-types");
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 401 || status === 403) {
      throw new Error(
        hasToken
          ? `The CMS at ${strapiUrl} refused the site's API token (${status}). Set STRAPI_TOKEN to a token that can read content and the content-type schema.`
          : `No API token for the CMS at ${strapiUrl}: set STRAPI_TOKEN (or CMS_TOKEN_FILE) — the local CMS writes one to cms/.tmp/site-api-token on first boot.`,
      );
    }
    throw new Error(describeCmsError("Cannot build the site", error, strapiUrl));
  }
}
