import type { ChangedEntry, ReleaseChanges } from "../../../../../contract/publishing-contract";
import { versionOf } from "../../../../../lib/locale-names";
import { versionRoute } from "./history-words";

const KIND_NAMES: Record<ChangedEntry["kind"], string> = {
  page: "the page",
  "blog-post": "the blog post",
  category: "the category",
  tag: "the tag",
  author: "the author",
  configuration: "the site settings",
  navigation: "the navigation",
};

/** "the blog post “Paid social on a small budget”"; an entry the CMS no longer has is named by its page. */
function entryName(entry: ChangedEntry): string {
  const version = versionOf(entry.locale);
  return version ? `${version}${baseName(entry)}` : baseName(entry);
}

function baseName(entry: ChangedEntry): string {
  if (entry.kind === "configuration") return KIND_NAMES.configuration;
  const kind = KIND_NAMES[entry.kind] ?? "the entry";
  if (entry.title) return `${kind} “${entry.title}”`;
  if (entry.pages[0]) return `${kind} at ${entry.pages[0]}`;
  return `${kind} ${entry.id}`;
}

export interface ChangeLine {
  key: string;
  /** "Changed: the blog post “…”". */
  text: string;
  /** Its two parts: "Changed" and "the blog post “…”" (the part that links to the version). */
  verb: string;
  name: string;
  /** The edit view at the version this change is about (lib/history-words.ts), or null when none is recorded. */
  versionRoute: string | null;
}

const WORDS = {
  /** A release against the one before it. */
  release: { added: "Added", changed: "Changed", removed: "Removed" },
  /** The newest build against the live (rolled-back) release: how the live site differs from the CMS. */
  behind: { added: "Missing from the live site", changed: "Older on the live site", removed: "Still on the live site, though unpublished since" },
} as const;

/** One line per entry: "Changed: the blog post “…”". */
export function changeLines(changes: ReleaseChanges, mode: keyof typeof WORDS): ChangeLine[] {
  const words = WORDS[mode];
  return (["added", "changed", "removed"] as const).flatMap((what) =>
    changes[what].map((entry) => ({
      key: `${what} ${entry.kind} ${entry.id} ${entry.locale}`,
      text: `${words[what]}: ${entryName(entry)}`,
      verb: words[what],
      name: entryName(entry),
      versionRoute: versionRoute(entry),
    })),
  );
}

export const changeCount = (changes: ReleaseChanges): number => changes.added.length + changes.changed.length + changes.removed.length;
