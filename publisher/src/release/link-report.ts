import fs from "node:fs";
import path from "node:path";
import type { LinkReport } from "@agency/cms/contract/publishing-contract";

type BrokenLink = LinkReport["brokenLinks"][number];

/** Where each release keeps what the site build reported about its links. */
const LINK_REPORT = ".link-report.json";

const isBrokenLink = (value: unknown): value is BrokenLink =>
  typeof value === "object" && value !== null && typeof (value as BrokenLink).entry === "string" && typeof (value as BrokenLink).link === "string";

/**
 * The link report of a release, or null when it has none (a release built before the report existed) or the file
 * is not a report: the status then shows no list rather than a wrong one.
 */
export function readLinkReport(releaseDir: string): LinkReport | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(releaseDir, LINK_REPORT), "utf8"));
  } catch {
    return null;
  }
  const report = parsed as { brokenLinks?: unknown; redirectProblems?: unknown };
  if (!Array.isArray(report?.brokenLinks) || !report.brokenLinks.every(isBrokenLink)) return null;
  const problems = Array.isArray(report.redirectProblems) ? report.redirectProblems.filter((item): item is string => typeof item === "string") : [];
  return { brokenLinks: report.brokenLinks, redirectProblems: problems };
}
