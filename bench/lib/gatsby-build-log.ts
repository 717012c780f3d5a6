import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/** Copies a build log out of the stack's state (removed when the stack stops) to .artifacts/bench/, for reading later. */
export function keepLog(logFile: string, name: string): string {
  if (!existsSync(logFile)) return logFile;
  const kept = path.join(".artifacts", "bench", name);
  mkdirSync(path.dirname(kept), { recursive: true });
  copyFileSync(logFile, kept);
  return kept;
}

/** Gatsby's own "success <phase> - 1.234s" lines, summed by phase, largest first. */
export function gatsbyPhases(logFile: string): string {
  if (!existsSync(logFile)) return "(no build log)";
  const totals = new Map<string, number>();
  // Gatsby's interactive logger redraws its lines with cursor codes even into a file, so lines can run together.
  const text = stripVTControlCharacters(readFileSync(logFile, "utf8"));
  for (const match of text.matchAll(/success ([^\n]+?) - ([\d.]+)s/g)) {
    totals.set(match[1]!, (totals.get(match[1]!) ?? 0) + Number(match[2]));
  }
  return (
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([phase, s]) => `${phase} ${s.toFixed(1)} s`)
      .join("; ") || "(no phase timings in the log)"
  );
}
