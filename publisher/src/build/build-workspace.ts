import fs from "node:fs";
import path from "node:path";
import { writeJsonAtomic } from "../util/write-json-atomic";
import { readJsonOrNull } from "../util/read-json-or-null";
import type { PublisherConfig } from "../config/load-config";
import { WorkspaceSnapshot, type SnapshotStats } from "./workspace-snapshot";

/**
 * The site's build workspace (Gatsby's `.cache` and `public/`) may only be reused when the build that
 * last wrote it went live. A failed, timed-out or killed build can leave sourced nodes in the cache
 * without the pages rendered from them; the next warm build then sees those nodes as unchanged and
 * keeps the old pages, losing the edit (docs/publishing.md). So:
 *
 *   before a build   state "in-use" is written (with the build's process group once it runs);
 *   after a release  state "trusted";
 *   anything else    (failure, crash, the publisher itself killed) leaves "in-use", and the next
 *                    build first kills what is left of that build and removes the workspace, then
 *                    starts from the copy taken when the last release went live (workspace-snapshot.ts),
 *                    or cold when there is none.
 *
 * A workspace with no state file was written by someone else (a developer's build, an older
 * publisher) and is not trusted either. Nor is one built against another CMS URL (STRAPI_URL changed): the
 * source plugin keeps downloaded media by entry id and date and fetches them by URL, so a file replaced in the
 * new CMS could stay the old one in the output. The copy of the last release's workspace obeys the same rule.
 */
export interface WorkspaceState {
  state: "in-use" | "trusted";
  buildId: string;
  /** Process group of the build command while it runs. */
  processGroup: number | null;
  since: string;
  /** The CMS the build sourced from (STRAPI_URL); absent in state written before it was recorded. */
  cmsUrl?: string;
}

export interface PreparedWorkspace {
  /** Why the workspace was removed before this build, or null when it was reused. */
  cleanedBecause: string | null;
  /** The release whose workspace copy the build starts from after a removal, or null (cold, or reused). */
  restoredFrom: string | null;
}

/** What a cold build starts without: Gatsby's output and cache. */
export function workspaceDirs(config: Pick<PublisherConfig, "outputDir" | "siteDir">): string[] {
  return [config.outputDir, path.join(config.siteDir, ".cache")];
}

export class BuildWorkspace {
  private readonly file: string;
  private readonly snapshot: WorkspaceSnapshot;
  private readonly dirs: string[];
  private readonly buildCommand: string;
  private readonly cmsUrl: string;

  constructor(config: Pick<PublisherConfig, "stateDir" | "outputDir" | "siteDir" | "buildCommand" | "strapiUrl">) {
    this.file = path.join(config.stateDir, "workspace.json");
    this.dirs = workspaceDirs(config);
    this.buildCommand = config.buildCommand;
    this.cmsUrl = config.strapiUrl;
    this.snapshot = new WorkspaceSnapshot(path.join(config.stateDir, "trusted-workspace"), this.dirs);
  }

  read(): WorkspaceState | null {
    return readJsonOrNull<WorkspaceState>(this.file);
  }

  /** Why the next build may not reuse the workspace as it is, or null when it may. */
  untrustedBecause(): string | null {
    const previous = this.read();
    if (!previous) return this.dirs.some((dir) => fs.existsSync(dir)) ? "the workspace was not written by a publisher build" : null;
    if (previous.state !== "trusted") return `build ${previous.buildId} did not go live`;
    return this.otherCms(previous);
  }

  /** Set when the last build sourced from another CMS URL than this publisher's: what that says, else null. */
  otherCms(previous = this.read()): string | null {
    if (!previous || previous.cmsUrl === this.cmsUrl) return null;
    return `the workspace was built against ${previous.cmsUrl ?? "a CMS it did not record"}, not ${this.cmsUrl}`;
  }

  /** Called with the build lock held, before the build command runs. */
  async prepare(buildId: string): Promise<PreparedWorkspace> {
    const previous = this.read();
    const cleanedBecause = this.untrustedBecause();
    if (previous && previous.state !== "trusted" && previous.processGroup !== null) killLeftovers(previous.processGroup, this.buildCommand);
    let restoredFrom: string | null = null;
    if (cleanedBecause) {
      await this.clean();
      restoredFrom = (await this.snapshot.restore(this.cmsUrl))?.buildId ?? null;
    }
    this.write({ state: "in-use", buildId, processGroup: null, since: new Date().toISOString() });
    return { cleanedBecause, restoredFrom };
  }

  /** Removes the workspace so the next build command starts cold. */
  async clean(): Promise<void> {
    await Promise.all(this.dirs.map((dir) => fs.promises.rm(dir, { recursive: true, force: true })));
  }

  buildStarted(buildId: string, processGroup: number): void {
    this.write({ state: "in-use", buildId, processGroup, since: new Date().toISOString() });
  }

  /** Only after the release is live: the cache and output now match what visitors see. */
  trust(buildId: string): void {
    this.write({ state: "trusted", buildId, processGroup: null, since: new Date().toISOString() });
  }

  /**
   * After `trust`, with the build lock still held: brings the copy of the live release's workspace up to
   * date, for the next build that finds the workspace untrusted.
   */
  keepCopy(buildId: string): Promise<SnapshotStats> {
    return this.snapshot.take(buildId, this.cmsUrl);
  }

  private write(state: Omit<WorkspaceState, "cmsUrl">): void {
    writeJsonAtomic(this.file, { ...state, cmsUrl: this.cmsUrl } satisfies WorkspaceState);
  }
}

/**
 * A publisher killed mid-build leaves its build running (it has its own process group) and writing
 * into the workspace. Kill that group, but only if its leader is still that build command: after a
 * reboot the number may belong to an unrelated process.
 */
function killLeftovers(processGroup: number, buildCommand: string): void {
  let commandLine = "";
  try {
    commandLine = fs.readFileSync(`/proc/${processGroup}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return; // gone (or no /proc): nothing to kill
  }
  if (!commandLine.includes(buildCommand)) return;
  try {
    process.kill(-processGroup, "SIGKILL");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}
