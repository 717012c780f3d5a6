import { createWriteStream, mkdirSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { dirname, resolve } from "node:path";
import { LogTail } from "./log-tail";

const TAIL_LINES = 60;

export interface ProcessOutput {
  /** The last lines the process printed, without colour codes, for error messages. */
  tail(): string;
  /** Calls `listener` with each whole line printed from now on (colour codes removed); returns the unsubscribe. */
  onLine(listener: (line: string) => void): () => void;
  close(): void;
}

/**
 * Forwards a child's stdout and stderr to the console (`echo`) and/or a log file as they come, and reads its
 * lines with the one line reader (log-tail.ts). `append` adds to an existing log file instead of replacing it.
 */
export function captureOutput(child: Pick<ChildProcess, "stdout" | "stderr">, options: { echo: boolean; file?: string; append?: boolean }): ProcessOutput {
  const lines = new LogTail(TAIL_LINES);
  let file: ReturnType<typeof createWriteStream> | undefined;
  if (options.file) {
    mkdirSync(dirname(resolve(options.file)), { recursive: true });
    file = createWriteStream(resolve(options.file), { flags: options.append ? "a" : "w" });
  }
  const forward = (source: "stdout" | "stderr") => (chunk: Buffer) => {
    if (options.echo) process[source].write(chunk);
    file?.write(chunk);
    lines.push(chunk, source);
  };
  child.stdout?.on("data", forward("stdout"));
  child.stderr?.on("data", forward("stderr"));
  return {
    tail: () =>
      lines
        .snapshot()
        .filter((line) => line.trim() !== "")
        .join("\n"),
    onLine: (listener) => lines.onLine(listener),
    close: () => file?.end(),
  };
}
