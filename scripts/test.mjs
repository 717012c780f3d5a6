// `npm test`: installs what the tests need on a fresh machine (npm packages; Chromium in test-all.ts),
// then runs every suite (scripts/test-all.ts) and ends with one line "N passed, N failed".
import { runTypeScript } from "./lib/run-ts.mjs";

const code = await runTypeScript("test-all.ts");
if (code !== 0 && process.exitCode === undefined) process.exitCode = code;
process.exit(code);
