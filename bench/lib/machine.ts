import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { chromiumLaunchOptions } from "../../scripts/lib/chromium-launch";
import { ROOT } from "../../scripts/lib/test-suites";

const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();

/** What the figures were measured on and against: CPUs, memory, Node, and the commit (with local changes or not). */
export function describeMachine(): string {
  const cpus = os.cpus();
  const memory = `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory`;
  let commit = "no git";
  try {
    commit = `commit ${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain") ? " + uncommitted changes" : ""}`;
  } catch {
    // a copy without .git still benchmarks
  }
  return `${cpus.length} CPUs (${cpus[0]?.model.trim() ?? "unknown"}), ${memory}, Node ${process.version}, ${browserVersion()}, ${os.platform()} ${os.release()}, ${commit}`;
}

/** The Chromium the parts ran ("Chromium 156.0.8078.79 built on Debian …"). */
function browserVersion(): string {
  const binary = chromiumLaunchOptions().executablePath;
  if (!binary) return "Playwright's default Chromium";
  try {
    return execFileSync(binary, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return binary;
  }
}

/** The installed version of one of the repo's packages. */
export function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
}
