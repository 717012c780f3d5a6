import { createWriteStream, mkdirSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { dirname, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";

const TAIL_LINES = 60;

export interface ProcessOutput {
  /** The last lines the process printed, without colour codes, for error messages. */
  tail(): string;
  /** Calls `listener` with each line printed from now on (colour codes removed); returns the unsubscribe. */
  onLine(listener: (line: string) => void): () => void;
  close(): void;
}

/**
 * Forwards a child's stdout and stderr to the console (`echo`) and/or a log file, and keeps the last lines.
 * `append` adds to an existing log file instead of replacing it.
 */
export function captureOutput(child: ChildProcess, options: { echo: boolean; file?: string; append?: boolean }): ProcessOutput {
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  let file: ReturnType<typeof createWriteStream> | undefined;
  if (options.file) {
    mkdirSync(dirname(resolve(options.file)), { recursive: true });
    file = createWriteStream(resolve(options.file), { flags: options.append ? "a" : "w" });
  }
  const forward = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (options.echo) target.write(chunk);
    file?.write(chunk);
    const fresh = stripVTControlCharacters(chunk.toString("utf8"))
      .split("\n")
      .filter((line) => line.trim() !== "");
    lines.push(...fresh);
    for (const line of fresh) for (const listener of listeners) listener(line);
    if (lines.length > TAIL_LINES) lines.splice(0, lines.length - TAIL_LINES);
  };
  child.stdout?.on("data", forward(process.stdout));
  child.stderr?.on("data", forward(process.stderr));
  return {
    tail: () => lines.join("\n"),
    onLine: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => file?.end(),
  };
}
