/**
 * Prints the first-load JavaScript of built pages (raw and gzip), e.g.
 *   npx tsx bench/first-load-js.ts public / /about/ /blog/
 * Reads a built site; build it first (npm test leaves one in .artifacts/public-full).
 */
import { parseArgs } from "node:util";
import { firstLoadBytes } from "../scripts/lib/first-load-scripts";

const [dir = ".artifacts/public-full", ...paths] = parseArgs({ allowPositionals: true }).positionals;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`first-load JavaScript in ${dir}`);
for (const path of paths.length > 0 ? paths : ["/", "/cookie-policy/", "/blog/"]) {
  const { scripts, raw, gzip } = firstLoadBytes(dir, path);
  console.log(`${path.padEnd(40)} ${String(scripts).padStart(2)} scripts  ${kib(raw).padStart(10)} raw  ${kib(gzip).padStart(10)} gzip`);
}
