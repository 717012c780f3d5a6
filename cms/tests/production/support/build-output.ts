import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { run } from "../../../../scripts/lib/child";
import { ROOT } from "../../../../scripts/lib/test-suites";

export interface BuildChecks {
  exitCode: number;
  passed: number;
  failed: number;
  failures: string[];
}

/**
 * The same build-output checks (tests/build) that the SQLite runs pass, run against a site built from
 * the production CMS.
 */
export async function runBuildOutputChecks(env: Record<string, string>, report: string): Promise<BuildChecks> {
  rmSync(report, { force: true });
  const args = ["--config", "tests/build/jest.config.cjs", "--json", "--outputFile", report];
  const exitCode = await run(join(ROOT, "node_modules", ".bin", "jest"), args, { cwd: ROOT, env: { ...process.env, ...env } });
  if (!existsSync(report)) return { exitCode, passed: 0, failed: 0, failures: ["no report"] };
  const json = JSON.parse(readFileSync(report, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: { assertionResults: { status: string; fullName: string }[] }[];
  };
  const failures = json.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === "failed").map((test) => test.fullName));
  return { exitCode, passed: json.numPassedTests, failed: json.numFailedTests, failures };
}
