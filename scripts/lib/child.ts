import { spawn, type SpawnOptions } from "node:child_process";
import getPort from "get-port";

/** Runs a command to completion with inherited output; resolves with its exit code (never rejects). */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
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
