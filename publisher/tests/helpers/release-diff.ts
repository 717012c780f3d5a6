import fs from "node:fs";
import path from "node:path";

function listFiles(root: string, prefix = ""): string[] {
  return fs.readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return listFiles(root, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/**
 * What a release changed against the one before it, by content: "+ /path" added, "- /path" removed, "~ /path"
 * rewritten with other bytes. Sorted by path. Read byte by byte, so it judges the publisher's linking too.
 */
export function releaseDiff(beforeDir: string, afterDir: string): string[] {
  const before = new Set(listFiles(beforeDir));
  const after = new Set(listFiles(afterDir));
  const lines: [string, string][] = [];
  for (const file of after) {
    if (!before.has(file)) lines.push([file, `+ ${file}`]);
    else if (!fs.readFileSync(path.join(beforeDir, file)).equals(fs.readFileSync(path.join(afterDir, file)))) lines.push([file, `~ ${file}`]);
  }
  for (const file of before) if (!after.has(file)) lines.push([file, `- ${file}`]);
  return lines.sort(([a], [b]) => a.localeCompare(b)).map(([, line]) => line);
}
