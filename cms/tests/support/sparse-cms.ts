import { join } from "node:path";
import { freePort } from "../../../scripts/lib/child";
import { startCms, type CmsHandle, type CmsOptions } from "../../../scripts/lib/cms-process";
import { runStackTemplate } from "../../../scripts/lib/publish-stack-template";

/** The CMS one test file boots: the sparse seed, API only, on a free port, its database, token file and log in `dir`. */
export async function startSparseCms(dir: string, options: Partial<CmsOptions> = {}): Promise<CmsHandle> {
  return startCms({
    port: await freePort(),
    dbFile: join(dir, "data.db"),
    tokenFile: join(dir, "site-api-token"),
    profile: "sparse",
    serveAdmin: false,
    log: join(dir, "cms.log"),
    ...options,
  });
}

/**
 * The same with the full seed and no publisher to call: for tests of editing rules on realistic content. In `npm test`
 * it starts from a copy of the run's freshly seeded database (scripts/lib/publish-stack-template.ts), the same content
 * without a minute or more of seeding; full-profile.test.ts still seeds from nothing.
 */
export async function startFullCms(dir: string): Promise<CmsHandle> {
  const cmsDir = join(dir, "cms");
  await runStackTemplate()?.seededCms(cmsDir);
  return startSparseCms(dir, {
    profile: "full",
    dbFile: join(cmsDir, "data.db"),
    tokenFile: join(cmsDir, "site-api-token"),
    env: { PUBLISHER_WEBHOOK_URL: "" },
  });
}
