import type { Core } from "@strapi/strapi";

const ENQUIRY = "api::enquiry.enquiry";

/**
 * Enquiries are not site content: their create, update and delete events must not reach webhooks. The publisher
 * would rebuild the site for each one, and the payload would carry a visitor's personal data to it. The events
 * are dropped at the event hub, before the webhook runner (and anything else) hears them.
 */
export const keepEnquiriesOffWebhooks = (strapi: Core.Strapi): void => {
  const hub = strapi.eventHub;
  const emit = hub.emit.bind(hub);
  hub.emit = async (event: string, ...args: unknown[]) => {
    const info = args[0] as { uid?: unknown } | undefined;
    if (event.startsWith("entry.") && info?.uid === ENQUIRY) return;
    return emit(event, ...args);
  };
};
