import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../../../scripts/lib/child";
import { startCms, type CmsHandle } from "../../../../scripts/lib/cms-process";
import { runStackTemplate } from "../../../../scripts/lib/publish-stack-template";

export interface AdminCms {
  cms: CmsHandle;
  /** The seeded Editor's login. */
  editor: NonNullable<CmsHandle["editor"]>;
  /** Stops the CMS and removes its database and uploads. */
  stop(): Promise<void>;
}

/**
 * A full-seed CMS serving its admin, with no publisher (nothing builds the site), for the tests that drive the admin
 * only: seeded afresh for each file. In `npm test` it starts from a copy of the run's freshly seeded database, the one
 * the publish stacks copy too (scripts/lib/publish-stack-template.ts): the same content, without a minute or more of
 * seeding per file on a loaded machine.
 */
export async function startAdminCms(name: string): Promise<AdminCms> {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  // The database, its media and the site token in one folder that a copy of the seeded one may create.
  const cmsDir = path.join(dir, "cms");
  await runStackTemplate()?.seededCms(cmsDir);
  const cms = await startCms({
    port: await freePort(),
    dbFile: path.join(cmsDir, "data.db"),
    tokenFile: path.join(cmsDir, "site-api-token"),
    profile: "full",
    serveAdmin: true,
    log: path.join(dir, "cms.log"),
    env: { PUBLISHER_WEBHOOK_URL: "" },
  }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const editor = cms.editor;
  if (!editor) {
    await cms.stop();
    rmSync(dir, { recursive: true, force: true });
    throw new Error("the CMS has no editor account");
  }
  return {
    cms,
    editor,
    async stop() {
      await cms.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
