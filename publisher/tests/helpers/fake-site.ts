import fs from "node:fs";
import type { PublisherConfig } from "../../src/config/load-config";
import { StatusStore } from "../../src/status/status-store";
import { startFakeCms, type FakeCms } from "./fake-cms";
import { makeTempDir, removeDir } from "./temp-dir";
import { testConfig } from "./test-config";

export interface FakeSite {
  siteDir: string;
  cms: FakeCms;
  config: PublisherConfig;
  status: StatusStore;
}

/**
 * A fresh site directory, fake CMS, config and status store for each test (beforeEach/afterEach).
 * Read the fields inside tests: they are replaced before every test.
 */
export function useFakeSite(label: string): FakeSite {
  const site = {} as FakeSite;
  beforeEach(async () => {
    site.siteDir = makeTempDir(label);
    site.cms = await startFakeCms();
    site.config = testConfig(site.siteDir, { strapiUrl: site.cms.url });
    site.status = new StatusStore(site.config.stateDir);
  });
  afterEach(async () => {
    await site.cms.close();
    removeDir(site.siteDir);
  });
  return site;
}

/** Running, as opposed to gone or a zombie left for a PID 1 that does not reap (containers). */
export function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) [ZX] /.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}
