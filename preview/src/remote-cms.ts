import { waitForHealth } from "@agency/shared/wait-for-health";
import type { CmsTarget } from "./cms-target";

/**
 * Waits for the CMS at STRAPI_URL to answer its `/_health` (Strapi answers 204 once it serves). Throws, in a
 * person's words, when it has not within the target's timeout: the preview does not start without its CMS.
 */
export async function waitForRemoteCms(target: Extract<CmsTarget, { kind: "remote" }>): Promise<void> {
  const health = await waitForHealth(`${target.url}/_health`, { timeoutMs: target.healthTimeoutMs });
  if (health.ok) return;
  const seconds = Math.round(target.healthTimeoutMs / 100) / 10;
  throw new Error(
    `The CMS at ${target.url} (STRAPI_URL) did not answer its health check within ${seconds} s ` +
      `(${health.lastError}). Check that STRAPI_URL is the CMS's address as this ` +
      "machine reaches it and that the CMS is running. The preview did not start.",
  );
}
