import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { freePort } from "./child";
import { startCms, type CmsOptions } from "./cms-process";
import { takeLock } from "@agency/shared/file-lock";
import { prepareSiteCopy } from "@agency/shared/site-copy";
import { BuildWorkspace, workspaceDirs } from "@agency/publisher/build/build-workspace";
import { copyTree, WorkspaceSnapshot } from "@agency/publisher/build/workspace-snapshot";
import { REPO_ROOT, type PublisherConfig } from "@agency/publisher/config/load-config";

/**
 * What every publish stack of one test run would otherwise do again: seed a CMS with the full profile and build
 * the site cold against it (together two to three minutes of a loaded 2-core machine, per stack). The first stack
 * of the run seeds, and each Jest worker's first stack builds cold; the other stacks start from copies: the seeded
 * database with its media and site token (so the same uploads at the same paths), and Gatsby's `.cache` and
 * `public/` as the worker's first build left them, marked trusted the way the publisher marks a workspace whose
 * release went live (publisher/src/build/build-workspace.ts). Each stack's first build is then a warm build against
 * identical content, by the publisher's own rules.
 *
 * Each worker builds in its own copy of the site (shared/site-copy.ts), the same folder for all its stacks: Gatsby's
 * cache holds absolute paths, and the repository's own `.cache` and `public/` belong to the rest of `npm test`.
 * Only within one run (scripts/test-all.ts sets PUBLISH_STACK_TEMPLATE_DIR and removes it after), so code or seed
 * changes never meet a stale copy; a worker runs one file at a time, so no two stacks write one copy.
 */
export interface StackTemplate {
  /** This worker's copy of the site: the same folder for all its stacks. */
  siteDir: string;
  /** Copies the site's code into `siteDir` afresh and empties its `.cache` and `public/`. */
  prepareSite(): void;
  /** Copies a database seeded with the full profile (seeding it first, once per run) into `cmsDir`. */
  seededCms(cmsDir: string): Promise<void>;
  /** The CMS port the kept workspace was built against: a stack that gets it can start from that workspace. */
  cmsPort(): number | undefined;
  /**
   * Puts the first build's workspace in place, trusted; false when no stack of this run has built yet, or when this
   * stack's CMS has another URL (the publisher would not trust it: publisher/src/build/build-workspace.ts).
   */
  restoreWorkspace(config: PublisherConfig): Promise<boolean>;
  /** Keeps the workspace the stack's first (cold) build left, for the stacks after it. */
  keepWorkspace(config: PublisherConfig, buildId: string): Promise<void>;
}

export function stackTemplate(root: string, worker = process.env.JEST_WORKER_ID ?? "1"): StackTemplate {
  const seeded = path.join(root, "cms");
  const siteDir = path.join(root, `worker-${worker}`, "site");
  const kept = path.join(root, `worker-${worker}`, "workspace");
  const snapshot = (config: PublisherConfig) => new WorkspaceSnapshot(kept, workspaceDirs(config));
  async function seed(): Promise<void> {
    // Booted with no webhook and no settings of any one stack: each stack's own boot registers its own.
    const cms = await startCms({
      dbFile: path.join(seeded, "data.db"),
      tokenFile: path.join(seeded, "site-api-token"),
      profile: "full",
      serveAdmin: false,
      port: await freePort(),
      env: { PUBLISHER_WEBHOOK_URL: "" },
      log: path.join(root, "cms-seed.log"),
    });
    await cms.stop();
  }

  return {
    siteDir,
    prepareSite() {
      prepareSiteCopy(REPO_ROOT, siteDir);
    },
    async seededCms(cmsDir) {
      // Workers start at the same time: one seeds, the others wait for its database.
      const seeding = await takeLock(path.join(root, "cms-seed.lock"), { holder: "another worker seeding the CMS", waitMs: 15 * 60_000 });
      try {
        if (!existsSync(path.join(seeded, "data.db"))) await seed();
      } finally {
        await seeding.release();
      }
      await copyTree(seeded, cmsDir);
    },
    cmsPort() {
      const url = new WorkspaceSnapshot(kept, []).read()?.cmsUrl;
      return url === undefined ? undefined : Number(new URL(url).port);
    },
    async restoreWorkspace(config) {
      const mark = await snapshot(config).restore(config.strapiUrl);
      if (!mark) return false;
      mkdirSync(config.stateDir, { recursive: true });
      new BuildWorkspace(config).trust(mark.buildId);
      return true;
    },
    async keepWorkspace(config, buildId) {
      await snapshot(config).take(buildId, config.strapiUrl);
    },
  };
}

/**
 * This test run's shared seeded CMS and first builds, when scripts/test-all.ts made a template folder for the run;
 * none for the benches' own seed profiles, nor when a file runs by hand (each stack then seeds afresh).
 */
export function runStackTemplate(profile: CmsOptions["profile"] = "full"): StackTemplate | null {
  const root = process.env.PUBLISH_STACK_TEMPLATE_DIR;
  return root && profile === "full" ? stackTemplate(root) : null;
}
