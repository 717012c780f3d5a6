import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_DIR } from "./support/built-site";

describe("static/: what the site serves verbatim", () => {
  test("/favicon.ico is at the root of the build (browsers ask for it there whatever the manifest says), a real icon", () => {
    const icon = readFileSync(join(BUILD_DIR, "favicon.ico"));
    // ICONDIR: reserved 0, type 1 (icon), three images (16, 32 and 48 px).
    expect([...icon.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    expect([icon[6], icon[22], icon[38]]).toEqual([16, 32, 48]);
    expect(icon.equals(readFileSync(join(__dirname, "..", "..", "static", "favicon.ico")))).toBe(true);
  });
});
