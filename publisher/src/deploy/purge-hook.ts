import fs from "node:fs";
import path from "node:path";
import { runCommand } from "../process/run-command";
import type { DeployConfig } from "../config/deploy-config";

const PURGE_TIMEOUT_MS = 120_000;

export interface PurgeRequest {
  buildId: string;
  /** Site paths whose content changed under the same name ("/", "/about/index.html", "/page-data/…"). */
  paths: string[];
  /** Where the command's paths file and log go. */
  stateDir: string;
  /** Kept out of the log tail of a failure. */
  secrets: string[];
}

/**
 * Tells a CDN in front of the bucket what changed, after the deploy is complete: the command runs in a
 * shell with DEPLOY_BUILD_ID and DEPLOY_PURGE_PATHS_FILE (the paths, one a line: too many for an
 * argument list on a big site); the URL gets a POST of `{ buildId, paths }`. Resolves to null, or to
 * what went wrong in words: the release is live either way, and HTML revalidates on its own.
 */
export async function runPurgeHook(config: DeployConfig, request: PurgeRequest): Promise<string | null> {
  const problems: string[] = [];
  if (config.purgeCommand) {
    const dir = path.join(request.stateDir, "purge");
    fs.mkdirSync(dir, { recursive: true });
    const pathsFile = path.join(dir, `${request.buildId}.paths`);
    fs.writeFileSync(pathsFile, request.paths.map((p) => `${p}\n`).join(""));
    const result = await runCommand({
      command: config.purgeCommand,
      cwd: request.stateDir,
      env: { ...process.env, DEPLOY_BUILD_ID: request.buildId, DEPLOY_PURGE_PATHS_FILE: pathsFile },
      timeoutMs: PURGE_TIMEOUT_MS,
      logFile: path.join(dir, `${request.buildId}.log`),
      secrets: request.secrets,
      tailLines: 5,
    });
    if (result.exitCode !== 0) {
      const how = result.timedOut
        ? `timed out after ${PURGE_TIMEOUT_MS} ms`
        : result.signal
          ? `was killed (${result.signal})`
          : `exited with code ${result.exitCode}`;
      problems.push(`the purge command ${how}: ${result.logTail.join(" | ").slice(0, 500)}`);
    }
  }
  if (config.purgeUrl) {
    try {
      const answer = await fetch(config.purgeUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ buildId: request.buildId, paths: request.paths }),
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
      await answer.arrayBuffer();
      if (!answer.ok) problems.push(`the purge URL answered HTTP ${answer.status}`);
    } catch (error) {
      problems.push(`the purge URL could not be called: ${(error as Error).message}`);
    }
  }
  return problems.length ? problems.join("; ") : null;
}
