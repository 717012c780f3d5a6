import { spawn } from "node:child_process";
import { join } from "node:path";
import { CMS_DIR } from "./cms-build";
import { captureOutput, type ProcessOutput } from "@agency/shared/process-output";

const STOP_GRACE_MS = 10_000;

export interface CmsChild {
  pid: number;
  output: ProcessOutput;
  /** Settles with the exit code when the process ends, however it ends. */
  exited: Promise<number | null>;
  /** SIGTERM, SIGKILL after a grace period; safe to call more than once. */
  stop(): Promise<void>;
}

/**
 * Starts the compiled CMS (cms/scripts/start.js). Its output goes where `log` says ("inherit" prints it,
 * "quiet" keeps only the tail for errors, anything else is a log file appended to). It never outlives
 * this process: it is killed on exit, and it leaves by itself when its stdin pipe closes.
 */
export function spawnCms(env: NodeJS.ProcessEnv, log: string): CmsChild {
  const child = spawn(process.execPath, [join(CMS_DIR, "scripts", "start.js")], {
    cwd: CMS_DIR,
    env,
    // stdin stays a pipe: the CMS exits when it closes, i.e. when this process dies (see cms/src/lib/parent-watch.ts).
    stdio: ["pipe", "pipe", "pipe"],
  });
  const quietOrInherit = log === "inherit" || log === "quiet";
  const output = captureOutput(child, { echo: log === "inherit", file: quietOrInherit ? undefined : log, append: true });
  const killOnExit = () => child.kill("SIGKILL");
  process.on("exit", killOnExit);

  const exited = new Promise<number | null>((resolveExit) => child.once("exit", (code) => resolveExit(code)));
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      process.off("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }
      output.close();
    })());
  return { pid: child.pid ?? -1, output, exited, stop };
}
