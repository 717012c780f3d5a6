/**
 * The product on one machine: Strapi (admin panel, seeded on first boot, its webhook pointed at the
 * publisher), then the publisher (first build when nothing is live, static serving with CDN headers,
 * rebuilds on publish), then the draft preview server (docs/preview.md). Prints where everything is;
 * Ctrl-C stops all three.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { port } from "@agency/shared/env";
import { developerLogin, editorLogin, startCms } from "./lib/cms-process";
import { loadConfig } from "@agency/publisher/config/load-config";
import { startPublisher } from "@agency/publisher/main";
import { startPreviewServer } from "@agency/preview/main";
import { cmsPreviewEnv, loadPreviewConfig } from "@agency/preview/preview-config";
import { startMailCatcher } from "./lib/mail-catcher";

async function main(): Promise<void> {
  const base = loadConfig(process.env);
  const siteUrl = `http://${base.siteHost}:${base.sitePort}`;
  process.env.SITE_URL ??= siteUrl;
  const previewConfig = loadPreviewConfig(process.env);

  // Enquiry emails go to a local inbox (maildev), so a newcomer sees them arrive; production sets SMTP_* instead.
  mkdirSync(base.stateDir, { recursive: true });
  const mail = process.env.SMTP_HOST ? null : await startMailCatcher({ smtpPort: 1025, webPort: 1080, log: join(base.stateDir, "mail-catcher.log") });

  console.log("Starting the CMS (first run installs, builds the admin panel and seeds: a few minutes) …");
  const cms = await startCms({
    port: port(process.env, "PORT", 1337),
    serveAdmin: true,
    webhookUrl: `http://${base.webhookHost}:${base.webhookPort}/webhook`,
    webhookToken: base.webhookToken,
    env: { ...cmsPreviewEnv(previewConfig), ...mail?.cmsEnv },
    log: "quiet",
  });
  process.env.STRAPI_URL = cms.url;
  process.env.STRAPI_TOKEN = cms.token;

  console.log("Starting the publisher (the first build takes about a minute) …");
  const publisher = await startPublisher(loadConfig(process.env, { strapiUrl: cms.url, strapiToken: cms.token }));
  const failed = publisher.firstBuild && !publisher.firstBuild.ok;
  const previewLog = join(base.stateDir, "preview-develop.log");
  const preview = await startPreviewServer({ strapiUrl: cms.url, strapiToken: cms.token, config: previewConfig, logFile: previewLog });
  preview.ready.then(
    () => console.log(`  Draft preview is ready: ${preview.url} (open it from an entry's edit view in the admin)`),
    (error: Error) => console.error(`  The draft preview did not start: ${error.message}`),
  );

  console.log(`
  Site (served like a CDN):  ${publisher.siteUrl}
  CMS admin panel:           ${cms.adminUrl}
    editor login:            ${editorLogin(cms)}
    super admin login:       ${developerLogin(cms)}
  CMS API:                   ${cms.url}/api
  Draft preview:             ${preview.url} (starting; opened from the admin's Preview, log in ${previewLog})
  Enquiry emails (inbox):    ${mail ? mail.inboxUrl : `sent through ${process.env.SMTP_HOST}`}
  Publisher status:          npx tsx publisher/src/cli.ts status
                             (or GET ${publisher.statusUrl} with the header "Authorization: Bearer <token in .publisher/webhook-token>")
  ${failed ? "\n  The first build FAILED — the status command says why.\n" : ""}
  Publish in the admin panel and the site rebuilds by itself. Ctrl-C stops everything.
`);

  const stop = async () => {
    console.log("\nStopping …");
    await preview.close();
    await publisher.close();
    await cms.stop();
    await mail?.stop();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
}

main().catch((error) => {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
});
