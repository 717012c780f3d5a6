import { stripVTControlCharacters } from "node:util";

/**
 * Keeps the last `maxLines` lines of a build's output for the status view, with secrets masked:
 * the tail is shown to editors and must never echo the CMS token or the webhook token.
 */
export class LogTail {
  private kept: string[] = [];
  private partial = "";

  constructor(
    private readonly maxLines: number,
    private readonly secrets: string[] = [],
  ) {}

  push(chunk: string): void {
    const parts = (this.partial + chunk).split("\n");
    this.partial = parts.pop() ?? "";
    for (const line of parts) this.add(line);
  }

  snapshot(): string[] {
    const all = this.partial ? [...this.kept, this.clean(this.partial)] : [...this.kept];
    return all.slice(-this.maxLines);
  }

  private add(line: string): void {
    this.kept.push(this.clean(line));
    if (this.kept.length > this.maxLines) this.kept.splice(0, this.kept.length - this.maxLines);
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
