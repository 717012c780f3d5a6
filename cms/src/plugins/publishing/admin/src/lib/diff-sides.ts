import type { DiffPart } from "../../../../../contract/history-contract";

/** One run of a side's text: marked when that side alone has it (inserted in the version, deleted from the draft). */
export interface SidePart {
  value: string;
  marked: boolean;
}

/** Characters of unchanged text kept on each side of a change; a longer unchanged stretch is shortened to "…". */
const CONTEXT = 160;

/** The start of `text`, ending at a word's end so no word is split. */
const head = (text: string): string => {
  if (/\s/.test(text.charAt(CONTEXT))) return text.slice(0, CONTEXT);
  const space = text.slice(0, CONTEXT).search(/\s\S*$/);
  return space > CONTEXT / 2 ? text.slice(0, space + 1) : text.slice(0, CONTEXT);
};

/** The end of `text`, starting at a word's start so no word is split. */
const tail = (text: string): string => {
  const start = text.length - CONTEXT;
  if (/\s/.test(text.charAt(start - 1))) return text.slice(start);
  const space = text.slice(start).search(/\s/);
  return space >= 0 && space < CONTEXT / 2 ? text.slice(start + space + 1) : text.slice(start);
};

/**
 * An unchanged stretch as a side shows it: whole when short, else only its ends that touch a change (its start when a
 * change comes before it, its end when one follows).
 */
function around(text: string, changeBefore: boolean, changeAfter: boolean): string {
  if (text.length <= 2 * CONTEXT + 40 || (!changeBefore && !changeAfter)) return text;
  if (changeBefore && changeAfter) return `${head(text)}…${tail(text)}`;
  return changeBefore ? `${head(text)}…` : `…${tail(text)}`;
}

/**
 * One side of the draft → version word diff, read as that side's own text: the version with the words only it has
 * marked, or the draft with the words only it has. Long unchanged passages (a post's body) keep only the text around
 * the changes, so that the changes are found without reading the whole body twice.
 */
export function sideParts(parts: DiffPart[], side: "version" | "draft"): SidePart[] {
  const own = parts.filter((part) => (side === "version" ? !part.removed : !part.added));
  return own.map((part, index) => {
    const marked = side === "version" ? part.added === true : part.removed === true;
    if (marked) return { value: part.value, marked };
    return { value: around(part.value, index > 0, index < own.length - 1), marked };
  });
}
