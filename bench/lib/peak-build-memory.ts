import { execFileSync } from "node:child_process";

/**
 * The largest resident memory of any `gatsby build` process group (Gatsby and its workers together), sampled
 * every 500 ms from ps. Sampling can miss a short peak; it is a figure, not an assertion.
 */
export function samplePeakBuildMemory(): { stop(): number } {
  let peak = 0;
  const timer = setInterval(() => {
    let table: string;
    try {
      table = execFileSync("ps", ["-eo", "pgid=,rss=,args="], { encoding: "utf8" });
    } catch {
      return;
    }
    const rows = table
      .split("\n")
      .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null);
    const groups = new Set(rows.filter((row) => /gatsby(\.js)?"? build/.test(row[3]!)).map((row) => row[1]));
    for (const group of groups) {
      const rss = rows.filter((row) => row[1] === group).reduce((sum, row) => sum + Number(row[2]) * 1024, 0);
      peak = Math.max(peak, rss);
    }
  }, 500);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
