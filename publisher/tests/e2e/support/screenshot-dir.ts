import path from "node:path";
import type { Page } from "@playwright/test";
import { REPO_ROOT } from "../../../src/config/load-config";

/**
 * Where the admin tests' screenshots go: docs/screenshots/ (tracked, shown in the docs and closing notes) only when
 * asked with SHOWCASE_SCREENSHOTS=docs, so that an ordinary test run never changes tracked files; else .artifacts/.
 */
export const SCREENSHOT_DIR =
  process.env.SHOWCASE_SCREENSHOTS === "docs" ? path.join(REPO_ROOT, "docs", "screenshots") : path.join(REPO_ROOT, ".artifacts", "admin-screenshots");

/**
 * A screenshot of the admin page as `<name>.png` in SCREENSHOT_DIR: the pointer in the window's corner (no tooltip or
 * hover over what is shown) and animations finished, not caught half-way.
 */
export async function adminScreenshot(page: Page, name: string): Promise<void> {
  await page.mouse.move(1430, 890);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: "disabled" });
}
