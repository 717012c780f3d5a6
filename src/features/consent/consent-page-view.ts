/**
 * The first time analytics is granted in a session, a page_view event with title and location is
 * pushed (docs/consent.md). The tag manager counted the landing page while analytics was still denied, so the grant itself
 * has to report the page once. "Session" is the browser tab session (sessionStorage), and a session that
 * started with analytics already granted by a stored decision has had its page view counted by the tag
 * manager itself, so it claims the grant at load and a later re-grant reports nothing.
 */
export const ANALYTICS_GRANTED_SESSION_KEY = "cookieConsentAnalyticsGranted";

// Where sessionStorage is blocked the rule still holds for the page's lifetime.
let grantedWithoutStorage = false;

/** True exactly once per session: for the first grant of analytics. Records the grant. */
export function claimFirstAnalyticsGrant(session: Pick<Storage, "getItem" | "setItem"> | null, analyticsGranted: boolean): boolean {
  if (!analyticsGranted) return false;
  try {
    if (!session) throw new Error("no session storage");
    if (session.getItem(ANALYTICS_GRANTED_SESSION_KEY) === "1") return false;
    session.setItem(ANALYTICS_GRANTED_SESSION_KEY, "1");
    return true;
  } catch {
    if (grantedWithoutStorage) return false;
    grantedWithoutStorage = true;
    return true;
  }
}

export interface PageViewEvent {
  event: "page_view";
  page_title: string;
  page_location: string;
}

export function pageViewEvent(title: string, location: string): PageViewEvent {
  return { event: "page_view", page_title: title, page_location: location };
}
