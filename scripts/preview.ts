/**
 * The draft preview on its own (docs/preview.md): the preview server — `gatsby develop` of a private copy of
 * the site sourcing drafts, behind the auth proxy on PREVIEW_PORT (default 9100, 127.0.0.1) — and its CMS.
 * With STRAPI_URL and STRAPI_TOKEN it reads the CMS running there (which must share PREVIEW_SECRET), after
 * that CMS answers its /_health; with neither it boots the local CMS (admin panel, told where the preview is).
 * Open a preview from an entry's edit view in the admin. Ctrl-C stops what this started.
 */
import { port } from "@agency/shared/env";
import { developerLogin, editorLogin, startCms } from "./lib/cms-process";
import { cmsTarget } from "@agency/preview/cms-target";
import { startPreviewServer, type PreviewHandle } from "@agency/preview/main";
import { cmsPreviewEnv, loadPreviewConfig } from "@agency/preview/preview-config";
import { waitForRemoteCms } from "@agency/preview/remote-cms";

async function main(): Promise<void> {
  // First, before anything is generated or started: half a remote setting is an error, not a local run.
  const target = cmsTarget(process.env);
  const config = loadPreviewConfig(process.env);
  let preview: PreviewHandle;
  let stopCms: () => Promise<void> = async () => undefined;
  if (target.kind === "remote") {
    console.log(`CMS: ${target.url} (STRAPI_URL); waiting for its /_health …`);
    await waitForRemoteCms(target);
    preview = await startPreviewServer({ strapiUrl: target.url, strapiToken: target.token, config });
    console.log(
      `Preview server: ${preview.url} (starting gatsby develop of the drafts of ${target.url})\n` +
        "  That CMS needs the same PREVIEW_SECRET, PREVIEW_URL (this server as editors' browsers reach it) and\n" +
        "  PREVIEW_REFRESH_URL (<this server as the CMS reaches it>/__preview/refresh) to offer previews and refresh them.",
    );
  } else {
    const cms = await startCms({ port: port(process.env, "PORT", 1337), serveAdmin: true, log: "quiet", env: cmsPreviewEnv(config) });
    console.log(`CMS admin: ${cms.adminUrl}\n  editor login:      ${editorLogin(cms)}\n  super admin login: ${developerLogin(cms)}`);
    stopCms = cms.stop;
    preview = await startPreviewServer({ strapiUrl: cms.url, strapiToken: cms.token, config });
    console.log(`Preview server: ${preview.url} (starting gatsby develop of the drafts; open a preview from the admin)`);
  }
  const stop = async (code: number) => {
    await preview.close();
    await stopCms();
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
