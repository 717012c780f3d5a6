/**
 * Google Tag Manager's container id comes from GATSBY_GTM_ID (inlined by Gatsby at build). With no id the
 * site loads no tag script at all, but the data layer still receives consent commands and events.
 */
const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/** The bootstrap script loads the tag manager on this window event after a first decision. */
export const CONSENT_DECIDED_EVENT = "cookie-consent:decided";

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * A container id as configured, or undefined when none is set. A malformed id fails the build: a typo must
 * not ship a site that silently measures nothing, and the id is written into an inline script.
 */
export function parseContainerId(raw: string | undefined): string | undefined {
  const id = raw?.trim();
  if (!id) return undefined;
  if (!CONTAINER_ID.test(id)) throw new Error(`GATSBY_GTM_ID "${id}" is not a Google Tag Manager container id (GTM-XXXXXXX)`);
  return id;
}

/** The id this build was made with (GATSBY_GTM_ID). */
export function tagManagerContainerId(): string | undefined {
  return parseContainerId(process.env.GATSBY_GTM_ID);
}

export function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}
