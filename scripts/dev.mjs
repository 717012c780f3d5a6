// `npm run dev`: the CMS and `gatsby develop` together, for developers (GraphiQL at /___graphql).
import { runTypeScript } from "./lib/run-ts.mjs";

process.exit(await runTypeScript("dev.ts"));
