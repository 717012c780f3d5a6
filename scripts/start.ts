/**
 * The product on one machine: Strapi (admin panel, seeded on first boot, its webhook pointed at the
 * publisher), then the publisher (first build when nothing is live, static serving with CDN headers,
 * rebuilds on publish). Prints where everything is; Ctrl-C stops both.
 */
import { developerLogin, editorLogin, startCms } from "./lib/cms-process";
import { loadConfig } from "../publisher/src/config/load-config";
import { startPublisher } from "../publisher/src/main";

async function main(): Promise<void> {
  const base = loadConfig(process.env);
  const siteUrl = `http://${base.siteHost}:${base.sitePort}`;
  process.env.SITE_URL ??= siteUrl;

  console.log("Starting the CMS (first run installs, builds the admin panel and seeds: a few minutes) …");
  const cms = await startCms({
    port: Number(process.env.PORT) || 1337,
    serveAdmin: true,
    webhookUrl: `http://${base.webhookHost}:${base.webhookPort}/webhook`,
    webhookToken: base.webhookToken,
    log: "quiet",
  });
  process.env.STRAPI_URL = cms.url;
  process.env.STRAPI_TOKEN = cms.token;

  console.log("Starting the publisher (the first build takes about a minute) …");
  const publisher = await startPublisher(loadConfig(process.env, { strapiUrl: cms.url, strapiToken: cms.token }));
  const failed = publisher.firstBuild && !publisher.firstBuild.ok;

  console.log(`
  Site (served like a CDN):  ${publisher.siteUrl}
  CMS admin panel:           ${cms.adminUrl}
    editor login:            ${editorLogin(cms)}
    super admin login:       ${developerLogin(cms)}
  CMS API:                   ${cms.url}/api
  Publisher status:          npx tsx publisher/src/cli.ts status
                             (or GET ${publisher.statusUrl} with the header "Authorization: Bearer <token in .publisher/webhook-token>")
  ${failed ? "\n  The first build FAILED — the status command says why.\n" : ""}
  Publish in the admin panel and the site rebuilds by itself. Ctrl-C stops everything.
`);

  const stop = async () => {
    console.log("\nStopping …");
    await publisher.close();
    await cms.stop();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
}

main().catch((error) => {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
});
