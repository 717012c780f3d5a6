import fs from "node:fs";
import path from "node:path";
import { writeJsonAtomic } from "../util/write-json-atomic";
import { readJsonOrNull } from "../util/read-json-or-null";
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
 * publisher) and is not trusted either.
 */
export interface WorkspaceState {
  state: "in-use" | "trusted";
  buildId: string;
  /** Process group of the build command while it runs. */
  processGroup: number | null;
  since: string;
}

export interface PreparedWorkspace {
  /** Why the workspace was removed before this build, or null when it was reused. */
  cleanedBecause: string | null;
  /** The release whose workspace copy the build starts from after a removal, or null (cold, or reused). */
  restoredFrom: string | null;
}

export class BuildWorkspace {
  private readonly file: string;
  private readonly snapshot: WorkspaceSnapshot;

  constructor(
    stateDir: string,
    /** What a cold build starts without: Gatsby's output and cache. */
    private readonly dirs: string[],
    private readonly buildCommand: string,
  ) {
    this.file = path.join(stateDir, "workspace.json");
    this.snapshot = new WorkspaceSnapshot(path.join(stateDir, "trusted-workspace"), dirs);
  }

  read(): WorkspaceState | null {
    return readJsonOrNull<WorkspaceState>(this.file);
  }

  /** Called with the build lock held, before the build command runs. */
  async prepare(buildId: string): Promise<PreparedWorkspace> {
    const previous = this.read();
    let cleanedBecause: string | null = null;
    if (!previous) {
      if (this.dirs.some((dir) => fs.existsSync(dir))) cleanedBecause = "the workspace was not written by a publisher build";
    } else if (previous.state !== "trusted") {
      cleanedBecause = `build ${previous.buildId} did not go live`;
      if (previous.processGroup !== null) killLeftovers(previous.processGroup, this.buildCommand);
    }
    let restoredFrom: string | null = null;
    if (cleanedBecause) {
      await this.clean();
      restoredFrom = (await this.snapshot.restore())?.buildId ?? null;
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
    return this.snapshot.take(buildId);
  }

  private write(state: WorkspaceState): void {
    writeJsonAtomic(this.file, state);
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
