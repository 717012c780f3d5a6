import type { $Fetch } from "ofetch";
import { createHttpClient } from "../../../shared/http-client";
import type { BuildEnv } from "../env";

/** The build's client for the CMS: the shared error/retry rules (shared/http-client.ts) plus a timeout, so a hung CMS cannot hang a build. */
export function createCmsClient(env: Pick<BuildEnv, "strapiUrl" | "strapiToken" | "cmsTimeoutMs">): $Fetch {
  return createHttpClient({ baseURL: env.strapiUrl, token: env.strapiToken, timeoutMs: env.cmsTimeoutMs });
}

/** A message a person can act on, for any failed CMS call. */
export function describeCmsError(what: string, error: unknown, strapiUrl: string): string {
  const detail = error as { status?: number; statusText?: string; message?: string; name?: string };
  if (detail.status) return `${what}: the CMS at ${strapiUrl} answered ${detail.status} ${detail.statusText ?? ""}`.trim();
  if (detail.name === "AbortError" || detail.name === "TimeoutError" || /aborted|timeout/i.test(detail.message ?? "")) {
    return `${what}: the CMS at ${strapiUrl} did not answer in time`;
  }
  return `${what}: the CMS at ${strapiUrl} could not be reached (${detail.message ?? String(error)})`;
}
