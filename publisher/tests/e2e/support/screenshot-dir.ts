import path from "node:path";
import { REPO_ROOT } from "../../../src/config/load-config";

/**
 * Where the admin tests' screenshots go: docs/screenshots/ (tracked, shown in the docs and closing notes) only when
 * asked with SHOWCASE_SCREENSHOTS=docs, so that an ordinary test run never changes tracked files; else .artifacts/.
 */
export const SCREENSHOT_DIR =
  process.env.SHOWCASE_SCREENSHOTS === "docs" ? path.join(REPO_ROOT, "docs", "screenshots") : path.join(REPO_ROOT, ".artifacts", "admin-screenshots");
