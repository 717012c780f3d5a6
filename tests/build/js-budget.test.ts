import { firstLoadBytes } from "../../bench/first-load-scripts";
import { BUILD_DIR } from "./support/built-site";

/** A deterministic size budget (bytes, not time): the home page's first-load JavaScript, gzipped. */
const HOME_FIRST_LOAD_GZIP_BUDGET = 150 * 1024;

test(`the home page's first-load JavaScript stays within ${HOME_FIRST_LOAD_GZIP_BUDGET / 1024} KiB gzip`, () => {
  const { scripts, gzip } = firstLoadBytes(BUILD_DIR, "/");
  expect(scripts).toBeGreaterThan(0);
  expect(gzip).toBeLessThanOrEqual(HOME_FIRST_LOAD_GZIP_BUDGET);
});
