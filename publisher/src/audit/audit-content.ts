import { entryKey, entryLocale, type ContentRecord, type RecordedEntry } from "../release/content-record";
import { labelled, type PublishedEntry } from "./cms-published-state";

type MismatchProblem = "missing" | "stale" | "unpublished";

export interface AuditMismatch {
  kind: string;
  id: string;
  locale: string;
  label: string;
  problem: MismatchProblem;
  /** The versions the build rendered (none when missing). */
  built: string[];
  /** The version the CMS publishes now (null when it no longer publishes the entry). */
  published: string | null;
  renderedIn: string[];
}

export interface AuditResult {
  /** Entries compared: every published entry plus every rendered one the CMS no longer publishes. */
  checked: number;
  /** Published edits this build does not show: the release must not go live as it is. */
  mismatches: AuditMismatch[];
  /** Differences explained by edits made while the build ran: the follow-up build picks them up. */
  changedDuringBuild: AuditMismatch[];
}

export interface AuditInput {
  record: ContentRecord;
  published: PublishedEntry[];
  /** Epoch ms when the build started sourcing (any CMS change after it may be missing, legitimately). */
  buildStartedAt: number;
  /** Whether webhook events that change the site arrived while the build ran. */
  eventsDuringBuild: boolean;
}

/**
 * The locales the site has: those whose home page the CMS publishes, and any the build rendered (so a locale's
 * site that vanished from the build is still compared). A locale with neither has no site to audit.
 */
function siteLocales(record: ContentRecord, published: PublishedEntry[]): Set<string> {
  const locales = new Set(record.entries.map(entryLocale));
  for (const entry of published) if (entry.home) locales.add(entry.locale);
  return locales;
}

/**
 * Compares what a build rendered with what the CMS publishes now (docs/publishing.md, "Content
 * audit"), entry by entry in every locale that has a site: (kind, id, locale) names one translation. An entry published in the CMS but not in the build, rendered at another version anywhere
 * in the build, or rendered although the CMS no longer publishes it, is a mismatch, unless the CMS
 * changed it after the build started (its own timestamps say so; for navigations and removed
 * entries, which carry none, an event received during the build does).
 */
export function auditContent({ record, published, buildStartedAt, eventsDuringBuild }: AuditInput): AuditResult {
  const rendered = new Map<string, RecordedEntry>(record.entries.map((entry) => [entryKey(entry, entryLocale(entry)), entry]));
  const locales = siteLocales(record, published);
  const result: AuditResult = { checked: 0, mismatches: [], changedDuringBuild: [] };
  const classify = (mismatch: AuditMismatch, changedAt: number | null) => {
    const lateEdit = changedAt === null ? eventsDuringBuild : changedAt >= buildStartedAt;
    (lateEdit ? result.changedDuringBuild : result.mismatches).push(mismatch);
  };

  for (const entry of published) {
    if (!locales.has(entry.locale)) continue;
    result.checked += 1;
    const key = entryKey(entry, entry.locale);
    const built = rendered.get(key);
    rendered.delete(key);
    const base = { kind: entry.kind, id: entry.id, locale: entry.locale, label: entry.label, published: entry.version };
    if (!built) {
      classify({ ...base, problem: "missing", built: [], renderedIn: [] }, entry.changedAt);
    } else if (built.versions.some((version) => version !== entry.version)) {
      classify({ ...base, problem: "stale", built: built.versions, renderedIn: built.renderedIn }, entry.changedAt);
    }
  }
  for (const leftover of rendered.values()) {
    result.checked += 1;
    classify(
      {
        kind: leftover.kind,
        id: leftover.id,
        locale: entryLocale(leftover),
        label: labelled(`${leftover.kind} ${leftover.id}`, entryLocale(leftover)),
        problem: "unpublished",
        built: leftover.versions,
        published: null,
        renderedIn: leftover.renderedIn,
      },
      null,
    );
  }
  return result;
}

/** One line per mismatch, in words an editor can act on. */
export function describeMismatch(mismatch: AuditMismatch): string {
  const where = mismatch.renderedIn.length ? ` (on ${mismatch.renderedIn.join(", ")})` : "";
  switch (mismatch.problem) {
    case "missing":
      return `${mismatch.label} is published in the CMS but missing from the build`;
    case "stale":
      return `${mismatch.label} is older in the build${where}: built ${mismatch.built.filter((v) => v !== mismatch.published).join(", ")}, published ${mismatch.published}`;
    case "unpublished":
      return `${mismatch.label} is in the build${where} but no longer published in the CMS`;
  }
}

export function describeAuditFailure(mismatches: AuditMismatch[]): string {
  const noun = mismatches.length === 1 ? "entry is" : "entries are";
  return `content audit: ${mismatches.length} published ${noun} not live at the CMS's version: ${mismatches.map(describeMismatch).join("; ")}`;
}
