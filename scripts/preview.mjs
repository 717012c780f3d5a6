// `npm run preview`: the CMS and the draft preview server (gatsby develop of drafts behind an auth proxy).
// See scripts/preview.ts and docs/preview.md.
import { runTypeScript } from "./lib/run-ts.mjs";

process.exit(await runTypeScript("preview.ts"));
