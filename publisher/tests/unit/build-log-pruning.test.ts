import fs from "node:fs";
import path from "node:path";
import { runBuildAttempt } from "../../src/build/build-attempt";
import { BuildWorkspace } from "../../src/build/build-workspace";
import { StageError } from "../../src/build/stage-error";
import { makeTempDir, removeDir } from "../helpers/temp-dir";
import { testConfig } from "../helpers/test-config";

// pruneLogs is private to the build attempt: it is driven through runBuildAttempt with a build
// command that fails at once, since the logs are pruned right after the command ends, before any
// output is looked at.
const NEW_BUILD_ID = "20250201-090000-000-beef";

describe("build logs: those of the 20 newest builds are kept, older ones pruned after each build", () => {
  let siteDir: string;
  let logDir: string;

  beforeEach(() => {
    siteDir = makeTempDir("log-pruning");
    logDir = path.join(siteDir, ".publisher", "logs");
    fs.mkdirSync(logDir, { recursive: true });
  });
  afterEach(() => removeDir(siteDir));

  /** Earlier builds' logs, one per day of January 2025 (build ids sort chronologically). */
  function writeOldLogs(days: number): void {
    for (let day = 1; day <= days; day += 1) {
      fs.writeFileSync(path.join(logDir, `202501${String(day).padStart(2, "0")}-120000-000-0a0a.log`), `build of day ${day}\n`);
    }
  }

  async function failingBuild(): Promise<unknown> {
    const config = testConfig(siteDir, { buildCommand: "echo building; exit 7" });
    const deps = {
      config,
      workspace: new BuildWorkspace(config),
      phase: () => undefined,
      lastEventAt: () => null,
    };
    return runBuildAttempt(deps, NEW_BUILD_ID, path.join(siteDir, "staging"), path.join(logDir, `${NEW_BUILD_ID}.log`)).catch((error: unknown) => error);
  }

  test("21 old logs + this build's = 22: the two oldest by build id go, this build's log and other files stay", async () => {
    writeOldLogs(21);
    fs.writeFileSync(path.join(logDir, "notes.txt"), "not a build log\n");
    // The oldest by name was touched last: the build id decides, not the file time.
    fs.utimesSync(path.join(logDir, "20250101-120000-000-0a0a.log"), new Date("2030-01-01T00:00:00Z"), new Date("2030-01-01T00:00:00Z"));

    const error = await failingBuild();
    expect(error).toBeInstanceOf(StageError);
    expect((error as StageError).stage).toBe("build");

    expect(fs.readdirSync(logDir).sort()).toEqual([
      "20250103-120000-000-0a0a.log",
      "20250104-120000-000-0a0a.log",
      "20250105-120000-000-0a0a.log",
      "20250106-120000-000-0a0a.log",
      "20250107-120000-000-0a0a.log",
      "20250108-120000-000-0a0a.log",
      "20250109-120000-000-0a0a.log",
      "20250110-120000-000-0a0a.log",
      "20250111-120000-000-0a0a.log",
      "20250112-120000-000-0a0a.log",
      "20250113-120000-000-0a0a.log",
      "20250114-120000-000-0a0a.log",
      "20250115-120000-000-0a0a.log",
      "20250116-120000-000-0a0a.log",
      "20250117-120000-000-0a0a.log",
      "20250118-120000-000-0a0a.log",
      "20250119-120000-000-0a0a.log",
      "20250120-120000-000-0a0a.log",
      "20250121-120000-000-0a0a.log",
      "20250201-090000-000-beef.log",
      "notes.txt",
    ]);
    // The failed build's own log is complete: it is what a person reads next.
    expect(fs.readFileSync(path.join(logDir, "20250201-090000-000-beef.log"), "utf8")).toBe("building\n");
  });

  test("a build's other logs (its search index's, its clean rebuild's) go with it and do not count as builds", async () => {
    writeOldLogs(20);
    for (let day = 1; day <= 20; day += 1) {
      fs.writeFileSync(path.join(logDir, `202501${String(day).padStart(2, "0")}-120000-000-0a0a-search-index.log`), `index of day ${day}\n`);
    }
    fs.writeFileSync(path.join(logDir, "20250120-120000-000-0a0a-clean.log"), "clean rebuild of day 20\n");
    await failingBuild();
    const logs = fs.readdirSync(logDir).sort();
    expect(logs).toHaveLength(19 * 2 + 1 + 1);
    expect(logs.filter((name) => name.startsWith("20250101-"))).toEqual([]);
    expect(logs.filter((name) => name.startsWith("20250102-"))).toEqual(["20250102-120000-000-0a0a-search-index.log", "20250102-120000-000-0a0a.log"]);
    expect(logs).toContain("20250120-120000-000-0a0a-clean.log");
    expect(logs).toContain("20250201-090000-000-beef.log");
  });

  test("19 old logs + this build's = 20: nothing is removed", async () => {
    writeOldLogs(19);
    await failingBuild();
    const logs = fs.readdirSync(logDir);
    expect(logs).toHaveLength(20);
    expect(logs).toContain("20250101-120000-000-0a0a.log");
    expect(logs).toContain("20250201-090000-000-beef.log");
  });
});
