import type { PublisherConfig } from "../../src/config/load-config";
import { startPublisher, type PublisherHandle } from "../../src/main";
import { silentLogger } from "../../src/util/logger";
import { startFakeCms, type FakeCms } from "./fake-cms";
import { makeTempDir, removeDir } from "./temp-dir";
import { testConfig } from "./test-config";

export interface TestPublisher {
  siteDir: string;
  cms: FakeCms;
  config: PublisherConfig;
  publisher: PublisherHandle;
  /** The admin API's base URL (where /status, /reconcile, /rollback and /entries live). */
  api: string;
  close(): Promise<void>;
}

/**
 * A real publisher (servers, queue, lock, release switching) working in a fresh temporary site folder, over a fake
 * CMS; the fake build command stands in for gatsby build unless `overrides` names another. `overrides` gets the
 * site folder, for settings that live inside it.
 */
export async function startTestPublisher(label: string, overrides: (siteDir: string) => Partial<PublisherConfig> = () => ({})): Promise<TestPublisher> {
  const siteDir = makeTempDir(label);
  const cms = await startFakeCms();
  const cleanUp = async () => {
    await cms.close();
    removeDir(siteDir);
  };
  const config = testConfig(siteDir, { strapiUrl: cms.url, ...overrides(siteDir) });
  let publisher: PublisherHandle;
  try {
    publisher = await startPublisher(config, { log: silentLogger });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    siteDir,
    cms,
    config,
    publisher,
    api: publisher.statusUrl.replace(/\/status$/, ""),
    close: async () => {
      await publisher.close();
      await cleanUp();
    },
  };
}
