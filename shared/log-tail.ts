import { StringDecoder } from "node:string_decoder";
import { stripVTControlCharacters } from "node:util";

/**
 * The one line reader of a process's output: cuts what it printed into whole lines and keeps the last
 * `maxLines`, with secrets masked (a build's tail is shown to editors and must never echo a token).
 * Chunks arrive cut anywhere, even inside a line or a UTF-8 character: each source (stdout, stderr) keeps its
 * unfinished line until its end arrives, so listeners only ever see whole lines.
 */
export class LogTail {
  private kept: string[] = [];
  private readonly partial = new Map<string, string>();
  private readonly decoders = new Map<string, StringDecoder>();
  private readonly listeners = new Set<(line: string) => void>();

  constructor(
    private readonly maxLines: number,
    private readonly secrets: string[] = [],
  ) {}

  /** Adds a chunk of `source`'s output; bytes are decoded as UTF-8 across chunk boundaries. */
  push(chunk: string | Buffer, source = "out"): void {
    let decoder = this.decoders.get(source);
    if (!decoder) this.decoders.set(source, (decoder = new StringDecoder("utf8")));
    const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
    const parts = ((this.partial.get(source) ?? "") + text).split("\n");
    this.partial.set(source, parts.pop() ?? "");
    for (const line of parts) this.add(line);
  }

  /** The last lines, with any unfinished ones last. */
  snapshot(): string[] {
    const unfinished = [...this.partial.values()].filter((part) => part !== "").map((part) => this.clean(part));
    return [...this.kept, ...unfinished].slice(-this.maxLines);
  }

  /** Calls `listener` with each whole line from now on (cleaned like the tail); returns the unsubscribe. */
  onLine(listener: (line: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private add(raw: string): void {
    const line = this.clean(raw);
    this.kept.push(line);
    if (this.kept.length > this.maxLines) this.kept.splice(0, this.kept.length - this.maxLines);
    for (const listener of this.listeners) listener(line);
  }

  private clean(line: string): string {
    // Progress bars redraw with \r: keep the final state of such a line.
    let out =
      line
        .split("\r")
        .filter((part) => part !== "")
        .pop() ?? "";
    // Terminal colour and cursor sequences, which gatsby prints and a status page cannot show.
    out = stripVTControlCharacters(out);
    for (const secret of this.secrets) if (secret.length >= 8) out = out.split(secret).join("***");
    return out;
  }
}
