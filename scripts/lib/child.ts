import { spawn, type SpawnOptions } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import getPort from "get-port";

/**
 * Runs a command to completion; resolves with its exit code (never rejects). Its output is inherited, or with
 * `logFile` written there (stdout and stderr in one file), for a command that runs beside another one.
 */
export function run(command: string, args: string[], options: SpawnOptions = {}, logFile?: string): Promise<number> {
  return new Promise((resolve) => {
    const fd = logFile === undefined ? null : openSync(logFile, "w");
    const child = spawn(command, args, { stdio: fd === null ? "inherit" : ["ignore", fd, fd], ...options });
    if (fd !== null) closeSync(fd);
    child.on("error", (error) => {
      console.error(`${command} could not start: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * A free TCP port on 127.0.0.1, `preferred` when it is free (get-port also keeps it from being handed out twice
 * in this process).
 */
export function freePort(preferred?: number): Promise<number> {
  return getPort({ host: "127.0.0.1", port: preferred });
}
