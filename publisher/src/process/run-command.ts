import { spawn } from "node:child_process";
import fs from "node:fs";
import { LogTail } from "@agency/shared/log-tail";

export interface RunCommandOptions {
  command: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Full output goes here; the status view only keeps a tail. */
  logFile: string;
  secrets?: string[];
  tailLines?: number;
  /** Between SIGTERM and SIGKILL of the process group on timeout. */
  killGraceMs?: number;
  /** Told the process group id as soon as the command runs (the workspace records it). */
  onStart?: (processGroup: number) => void;
}

export interface RunCommandResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  durationMs: number;
  logTail: string[];
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    // A negative pid addresses the whole process group: the shell, npx, gatsby and its workers.
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

/**
 * Runs the site build in its own process group with a wall-clock limit. On timeout the whole
 * group is terminated (gatsby forks workers that would otherwise outlive the shell and keep
 * writing into ./public while the next build starts).
 */
export function runCommand(options: RunCommandOptions): Promise<RunCommandResult> {
  const started = Date.now();
  const tail = new LogTail(options.tailLines ?? 40, options.secrets ?? []);
  const log = fs.createWriteStream(options.logFile, { flags: "w" });
  const child = spawn(options.command, {
    cwd: options.cwd,
    env: options.env,
    shell: true,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pid = child.pid;
  if (pid !== undefined) options.onStart?.(pid);

  return new Promise((resolve) => {
    let timedOut = false;
    let killTimer: ReturnType<typeof setTimeout> | null = null;
    const onData = (source: "stdout" | "stderr") => (chunk: Buffer) => {
      tail.push(chunk, source);
      log.write(chunk);
    };
    child.stdout?.on("data", onData("stdout"));
    child.stderr?.on("data", onData("stderr"));

    const timeout = setTimeout(() => {
      if (pid === undefined) return;
      timedOut = true;
      tail.push(`\n[publisher] build exceeded ${options.timeoutMs} ms; terminating its process group\n`);
      killGroup(pid, "SIGTERM");
      killTimer = setTimeout(() => killGroup(pid, "SIGKILL"), options.killGraceMs ?? 5_000);
    }, options.timeoutMs);

    const finish = (exitCode: number | null, signal: NodeJS.Signals | null, spawnError?: Error) => {
      clearTimeout(timeout);
      if (killTimer) clearTimeout(killTimer);
      // Whatever the outcome, nothing of this build may keep running (stray workers).
      if (pid !== undefined) killGroup(pid, "SIGKILL");
      if (spawnError) tail.push(`\n[publisher] could not start build: ${spawnError.message}\n`);
      log.end(() => resolve({ exitCode, signal, timedOut, durationMs: Date.now() - started, logTail: tail.snapshot() }));
    };
    child.on("error", (error) => finish(null, null, error));
    // "close" waits for stdio to end; a grandchild holding the pipes open would delay it, which
    // is why the timeout above kills the group rather than only the shell.
    child.on("close", (code, signal) => finish(code, signal));
  });
}
