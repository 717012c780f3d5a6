import type { HistoryKind } from "../../../../contract/history-contract";
import type { Snapshot } from "./snapshot";

/** What an editor knows a version by: a page's or post's title, a category's, tag's, author's or navigation's name. */
export function titleOf(kind: HistoryKind, content: Snapshot): string | null {
  if (kind === "configuration") return null;
  const value = content.title ?? content.name;
  return typeof value === "string" && value !== "" ? value.slice(0, 255) : null;
}
