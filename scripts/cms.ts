/**
 * Starts the content system on its own, with the admin panel, for editors and developers:
 *   npm run cms   (cms.mjs installs the workspace on first use, then runs this)
 * Builds the admin panel when it changed, seeds an empty database, prints where everything is, and runs until Ctrl-C. PORT, HOST, DATABASE_FILENAME, SEED_PROFILE,
 * EDITOR_EMAIL / EDITOR_PASSWORD, ADMIN_EMAIL / ADMIN_PASSWORD and PUBLISHER_WEBHOOK_URL / _TOKEN are
 * read from the environment.
 */
import { oneOf, port, str } from "@agency/shared/env";
import { developerLogin, editorLogin, startCms, type CmsHandle } from "./lib/cms-process";

async function main(): Promise<void> {
  const profile = oneOf(process.env, "SEED_PROFILE", ["full", "sparse", "scale"], "full");
  const tokenFile = str(process.env, "CMS_TOKEN_FILE", "cms/.tmp/site-api-token");
  const started = Date.now();
  const cms: CmsHandle = await startCms({
    port: port(process.env, "PORT", 1337),
    host: str(process.env, "HOST", "127.0.0.1"),
    dbFile: str(process.env, "DATABASE_FILENAME", "") || undefined,
    tokenFile,
    profile,
    serveAdmin: true,
    log: "inherit",
  });

  console.log(
    [
      "",
      `CMS ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      `  Admin panel : ${cms.adminUrl}`,
      `  Content API : ${cms.url}/api   (with the site token; anonymous callers get 401), e.g.`,
      `                curl -H "Authorization: Bearer ${process.env.STRAPI_SITE_TOKEN ? "$STRAPI_SITE_TOKEN" : `$(cat ${tokenFile})`}" ${cms.url}/api/pages`,
      `  Editor login: ${editorLogin(cms)}`,
      `  Super admin : ${developerLogin(cms)}`,
      `  Site token  : ${process.env.STRAPI_SITE_TOKEN ? "from STRAPI_SITE_TOKEN" : `written to ${tokenFile}`}`,
      "Press Ctrl-C to stop.",
      "",
    ].join("\n"),
  );

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping the CMS …");
    void cms.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
