import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Peaks over the sampling, in bytes: each is the largest sum over one `gatsby build` process group at one sample. */
export interface PeakBuildMemory {
  /** Resident memory, as `ps` shows it: the measure of every earlier entry in RESULTS.md. */
  resident: number;
  /**
   * Its anonymous part (RssAnon in /proc/PID/status): heaps, buffers, malloc. The rest is file-backed, mostly the node
   * store's memory-mapped LMDB files, which the kernel can drop and which each process that maps them counts again.
   */
  anonymous: number;
}

/** RssAnon of one process in bytes, 0 once it has gone. */
function anonymousBytes(pid: string): number {
  try {
    const kb = /^RssAnon:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * The largest resident memory of any `gatsby build` process group (Gatsby and its workers together), sampled
 * every 500 ms from ps and /proc. Sampling can miss a short peak; it is a figure, not an assertion.
 */
export function samplePeakBuildMemory(): { stop(): PeakBuildMemory } {
  const peak: PeakBuildMemory = { resident: 0, anonymous: 0 };
  const timer = setInterval(() => {
    let table: string;
    try {
      table = execFileSync("ps", ["-eo", "pid=,pgid=,rss=,args="], { encoding: "utf8" });
    } catch {
      return;
    }
    const rows = table
      .split("\n")
      .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null);
    const groups = new Set(rows.filter((row) => /gatsby(\.js)?"? build/.test(row[4]!)).map((row) => row[2]));
    for (const group of groups) {
      const members = rows.filter((row) => row[2] === group);
      peak.resident = Math.max(
        peak.resident,
        members.reduce((sum, row) => sum + Number(row[3]) * 1024, 0),
      );
      peak.anonymous = Math.max(
        peak.anonymous,
        members.reduce((sum, row) => sum + anonymousBytes(row[1]!), 0),
      );
    }
  }, 500);
  return {
    stop() {
      clearInterval(timer);
      return { ...peak };
    },
  };
}
