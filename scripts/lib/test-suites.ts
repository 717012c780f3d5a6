import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { SpawnOptions } from "node:child_process";
import { run } from "./child";

export const ROOT = resolve(__dirname, "..", "..");
export const ARTIFACTS = join(ROOT, ".artifacts");
const BIN = join(ROOT, "node_modules", ".bin");

export interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** A check (build, type check, lint) is not a test: it adds no passes, and one failure when it fails. */
  check?: true;
  /** Titles of the tests that failed, so the summary at the end of a long log names them. */
  failures?: string[];
  /** Titles of the tests that failed once and passed when run again (Playwright's retry on CI). */
  flaky?: string[];
}

/**
 * Where a suite's output goes. A suite that runs beside another one (scripts/test-all.ts runs two lanes at once)
 * writes to a file under .artifacts and prints it whole when it ends, so the log never interleaves two suites.
 */
export type Output = "stream" | "buffered";

async function runSuiteCommand(name: string, output: Output, command: string, args: string[], options: SpawnOptions): Promise<number> {
  if (output === "stream") {
    banner(name);
    return run(command, args, options);
  }
  const log = join(ARTIFACTS, `${slug(name)}.log`);
  console.log(`\n··· ${name} started [${elapsed()}]: its output follows when it ends (${relative(ROOT, log)})`);
  const code = await run(command, args, options, log);
  banner(name);
  // One write of the whole block: this process's other output queues behind it.
  process.stdout.write(readFileSync(log));
  return code;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** One Jest run; counts come from its JSON report (a crash before reporting counts as one failure). */
export async function runJestSuite(
  name: string,
  config: string,
  env: NodeJS.ProcessEnv = {},
  output: Output = "stream",
  args: string[] = [],
): Promise<SuiteResult> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const report = join(ARTIFACTS, `jest-${slug(name)}.json`);
  rmSync(report, { force: true });
  const code = await runSuiteCommand(name, output, join(BIN, "jest"), ["--config", config, "--json", "--outputFile", report, "--colors", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  if (!existsSync(report)) return { name, passed: 0, failed: 1, skipped: 0 };
  const json = JSON.parse(readFileSync(report, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numRuntimeErrorTestSuites: number;
    testResults: { name: string; status: string; message?: string; assertionResults: { status: string; fullName: string; failureMessages?: string[] }[] }[];
  };
  const failures = json.testResults.flatMap((file) => {
    const tests = file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => withReason(`${relative(ROOT, file.name)}: ${test.fullName}`, test.failureMessages?.[0]));
    return tests.length === 0 && file.status === "failed" ? [withReason(`${relative(ROOT, file.name)}: the file failed to run`, file.message)] : tests;
  });
  const failed =
    json.numFailedTests + json.numRuntimeErrorTestSuites + (code !== 0 && json.numFailedTests === 0 && json.numRuntimeErrorTestSuites === 0 ? 1 : 0);
  return { name, passed: json.numPassedTests, failed, skipped: json.numPendingTests, failures };
}

/** One Playwright run in Chromium; counts come from its JSON report. */
export async function runPlaywrightSuite(name: string, args: string[], env: NodeJS.ProcessEnv = {}, output: Output = "stream"): Promise<SuiteResult> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const report = join(ARTIFACTS, `playwright-${slug(name)}.json`);
  rmSync(report, { force: true });
  const code = await runSuiteCommand(name, output, join(BIN, "playwright"), ["test", "--reporter=list,json", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, PLAYWRIGHT_OUTPUT_DIR: join(ARTIFACTS, `playwright-${slug(name)}`) },
  });
  if (!existsSync(report)) return { name, passed: 0, failed: 1, skipped: 0 };
  const { stats, suites } = JSON.parse(readFileSync(report, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
  };
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  return {
    name,
    passed: stats.expected + stats.flaky,
    failed,
    skipped: stats.skipped,
    failures: testsWithStatus(suites, "unexpected", [], true),
    flaky: testsWithStatus(suites, "flaky"),
  };
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: { title: string; tests: { status: string; results?: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** "file › describe › test" for every test with the given outcome, with why it failed when `reasons` is set. */
function testsWithStatus(suites: PlaywrightSuite[], status: "unexpected" | "flaky", path: string[] = [], reasons = false): string[] {
  return suites.flatMap((suite) => {
    const here = path.length === 0 ? [suite.file] : [...path, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) => {
      const test = spec.tests.find((candidate) => candidate.status === status);
      if (!test) return [];
      const title = [...here, spec.title].join(" › ");
      return [reasons ? withReason(title, test.results?.find((result) => result.error?.message)?.error?.message) : title];
    });
    return [...own, ...testsWithStatus(suite.suites ?? [], status, here, reasons)];
  });
}

/**
 * A failed test's title with the first lines of its error (no stack), so a CI reader who sees only the end of
 * a long log still learns what broke.
 */
function withReason(title: string, message: string | undefined): string {
  if (!message) return title;
  const lines = stripVTControlCharacters(message)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("at "))
    .slice(0, 4);
  const reason = lines.join(" ⏎ ");
  return `${title}\n        ↳ ${reason.length > 400 ? `${reason.slice(0, 400)}…` : reason}`;
}

/** A step that is a check, not a test (a build, a type check, the linter): no passes, one failure if it fails. */
export function checkResult(name: string, ok: boolean): SuiteResult {
  return { name, passed: 0, failed: ok ? 0 : 1, skipped: 0, check: true };
}

/** Runs a checking command (exit code 0 = clean) as one check. */
export async function runCheck(name: string, command: string, args: string[]): Promise<SuiteResult> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Checks run two at a time: each one's output is printed whole, after it.
  const log = join(ARTIFACTS, `check-${slug(name)}.log`);
  const code = await run(command, args, { cwd: ROOT }, log);
  process.stdout.write(`${readFileSync(log, "utf8")}${name}: ${code === 0 ? "clean" : "problems above"}\n`);
  return checkResult(name, code === 0);
}

const STARTED = Date.now();

/** Minutes and seconds since the run started, so a log shows where the time went. */
function elapsed(): string {
  const seconds = Math.round((Date.now() - STARTED) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export function banner(text: string): void {
  const title = `${text} [${elapsed()}]`;
  console.log(`\n━━━ ${title} ${"━".repeat(Math.max(3, 70 - title.length))}`);
}

export function printSummary(results: SuiteResult[]): { passed: number; failed: number } {
  banner("summary");
  for (const result of results) {
    const counts = result.check
      ? result.failed > 0
        ? "failed (counted as 1 failure)"
        : "ok"
      : `${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ""}`;
    console.log(`${result.failed > 0 ? "✗" : "✓"} ${result.name.padEnd(52)} ${counts}`);
    for (const failure of result.failures ?? []) console.log(`    ✗ ${failure}`);
    for (const flaky of result.flaky ?? []) console.log(`    ⚠ passed only when run again: ${flaky}`);
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  return { passed, failed };
}
