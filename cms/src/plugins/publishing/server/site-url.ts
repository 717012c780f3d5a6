/**
 * The public site as visitors reach it, without a trailing slash, for the edit view's link to an entry's live page.
 * SITE_URL is the same variable the enquiry form and the site build read; unset, the local site's default.
 */
const LOCAL_SITE_URL = "http://127.0.0.1:9000";

export const siteUrl = (): string => (process.env.SITE_URL?.trim() || LOCAL_SITE_URL).replace(/\/+$/, "");
