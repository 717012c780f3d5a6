import { join } from "node:path";
import { freePort } from "../../../scripts/lib/child";
import { startCms, type CmsHandle, type CmsOptions } from "../../../scripts/lib/cms-process";

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

/** The same with the full seed and no publisher to call: for tests of editing rules on realistic content. */
export function startFullCms(dir: string): Promise<CmsHandle> {
  return startSparseCms(dir, { profile: "full", env: { PUBLISHER_WEBHOOK_URL: "" } });
}
