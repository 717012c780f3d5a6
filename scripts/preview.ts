/**
 * The draft preview on its own (docs/preview.md): the CMS (admin panel, told where the preview is) and
 * the preview server — `gatsby develop` of a private copy of the site sourcing drafts, behind the auth
 * proxy on PREVIEW_PORT (default 9100, 127.0.0.1). Open it from an entry's edit view in the admin.
 * Ctrl-C stops both.
 */
import { developerLogin, editorLogin, startCms } from "./lib/cms-process";
import { startPreviewServer } from "../preview/src/main";
import { cmsPreviewEnv, loadPreviewConfig } from "../preview/src/preview-config";

async function main(): Promise<void> {
  const config = loadPreviewConfig(process.env);
  const cms = await startCms({ port: Number(process.env.PORT) || 1337, serveAdmin: true, log: "quiet", env: cmsPreviewEnv(config) });
  console.log(`CMS admin: ${cms.adminUrl}\n  editor login:      ${editorLogin(cms)}\n  super admin login: ${developerLogin(cms)}`);
  const preview = await startPreviewServer({ strapiUrl: cms.url, strapiToken: cms.token, config });
  console.log(`Preview server: ${preview.url} (starting gatsby develop of the drafts; open a preview from the admin)`);
  const stop = async (code: number) => {
    await preview.close();
    await cms.stop();
    process.exit(code);
  };
  preview.ready.then(
    () => console.log(`Preview ready: ${preview.url}`),
    (error: Error) => {
      console.error(error.message);
      void stop(1);
    },
  );
  process.once("SIGINT", () => void stop(0));
  process.once("SIGTERM", () => void stop(0));
}

main().catch((error) => {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
});
