import type { Page } from "@playwright/test";

/** Marks the current document; a full page load forgets the mark, client-side navigation keeps it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/**
 * Waits until Gatsby has rendered the page and the site's navigation guard wraps its navigate (after the first
 * render; Gatsby defines navigate earlier, so a busy machine could otherwise navigate unguarded).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { ___navigate?: { guarded?: boolean } }).___navigate?.guarded === true);
  await page.waitForLoadState("networkidle");
}

/** Counts full document loads of the given path. */
export function countDocumentLoads(page: Page, path: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.resourceType() === "document" && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}
