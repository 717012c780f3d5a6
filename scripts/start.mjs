// `npm start`: the product on this machine — the CMS (seeded on first boot) and the publisher, which
// builds the site once and serves it like a CDN. See scripts/start.ts.
import { runTypeScript } from "./lib/run-ts.mjs";

process.exit(await runTypeScript("start.ts"));
