import type { Page } from "@playwright/test";

/** Marks the current document; a full page load forgets the mark, client-side navigation keeps it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** Waits until Gatsby has hydrated the page (its router is mounted). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function");
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
