// `npm run cms`: only the CMS (admin panel, seeded on first boot), for editors and developers.
import { runTypeScript } from "./lib/run-ts.mjs";

process.exit(await runTypeScript("cms.ts"));
