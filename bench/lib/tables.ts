/** Bytes as KiB (1,024 bytes) with one decimal. */
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Milliseconds as seconds with one decimal, without the unit (the caller writes " s" where it reads well). */
export const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** A GitHub-flavoured Markdown table: readable in the terminal and in bench/RESULTS.md. */
export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
