import { dirname, join } from "node:path";
import type { Locator, Page, TestInfo } from "@playwright/test";

/**
 * The issue 47 showcase: one picture per visible outcome, at the four sizes the reviews were made at. The pictures are
 * evidence, not baselines (tests/e2e/visual holds those): nothing compares them, each test asserts what it pictures.
 */
interface ShowcaseViewport {
  /** The file-name suffix: the width alone for the two usual sizes, width x height for the two phone edge cases. */
  label: string;
  width: number;
  height: number;
  /** The header's menu mode at this width (desktop from 1280px). */
  mode: "desktop" | "mobile";
}

export const SHOWCASE_VIEWPORTS: ShowcaseViewport[] = [
  { label: "1440", width: 1440, height: 900, mode: "desktop" },
  { label: "390", width: 390, height: 844, mode: "mobile" },
  { label: "360x640", width: 360, height: 640, mode: "mobile" },
  { label: "844x390", width: 844, height: 390, mode: "mobile" },
];

/**
 * Saves a viewport screenshot as docs/screenshots/showcase/<name>-<viewport>.jpg when SHOWCASE_SCREENSHOTS=docs (the
 * set the closing note shows); otherwise into the test's own output folder, so an ordinary run never
 * changes a tracked file. JPEG at quality 70 keeps the set small.
 */
export async function shoot(page: Page, testInfo: TestInfo, name: string, viewport: ShowcaseViewport): Promise<void> {
  const file = `${name}-${viewport.label}.jpg`;
  const path =
    process.env.SHOWCASE_SCREENSHOTS === "docs"
      ? join(dirname(testInfo.config.configFile!), "docs", "screenshots", "showcase", file)
      : testInfo.outputPath(file);
  await page.screenshot({ path, type: "jpeg", quality: 70, animations: "disabled" });
}

/** Scrolls an element to the top of the window, below the sticky header, so a picture starts with it. */
export async function scrollToTop(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Twice: the first scroll makes the header compact, which changes where "below the header" is.
    for (let pass = 0; pass < 2; pass += 1) {
      const below = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
      window.scrollBy({ top: element.getBoundingClientRect().top - below - 16, behavior: "instant" });
      await frame();
    }
  });
}

/** Every image in `scope` that is in the window has loaded (a picture of a broken image proves nothing). */
export async function imagesLoaded(scope: Locator): Promise<boolean> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll("img")]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}
