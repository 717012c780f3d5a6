import { stripVTControlCharacters } from "node:util";

/**
 * The build's own first error, in its own words, for `lastFailure.reason`: an editor reads
 * `navigation "main-navigation": the item "Our work" points at a page that is missing or not
 * published`, not "exit code 1". Gatsby prints errors in one of two shapes, depending on its logger:
 *
 *   ink (a terminal or a pipe)        yurnalist (CI=true, and wherever Gatsby detects CI)
 *    ERROR #11321  API.NODE.EXECUTION   error The CMS content cannot be built:
 *                                         - navigation "main-navigation": …
 *   "gatsby-node.ts" threw an error …   failed createPages - 0.008s
 *
 *   The CMS content cannot be built:
 *     - navigation "main-navigation": … (wrapped at 80 columns)
 *
 * The message is the text after the header up to a blank line (after Gatsby's lifecycle sentence),
 * the stack, or Gatsby's next log line. Returns null when the log has no error.
 */
const ERROR_LINE = /^\s*(?:ERROR|error)\b(?:\s+#\d+)?(?:\s+[A-Z][A-Z_.]*(?=[:\s]|$):?)?\s*(.*)$/;
const STACK_LINE = /^\s*(?:at\s|-\s+\S+:\d+|\S+\.(?:js|ts|tsx):\d+)/;
// Gatsby's own log lines (yurnalist prefixes and activity ends) close an error's text.
const NEXT_LOG_LINE = /^(?:success|info|warn|verbose|failed|not finished)\s/;
const GATSBY_BOILERPLATE = /^"?gatsby-node\.(?:js|ts)"? threw an error while running the \w+ lifecycle:$/;
const MAX_LENGTH = 600;

export function firstBuildError(log: string): string | null {
  // Gatsby's progress display moves the cursor and colours its headers (CSI sequences), even into a pipe.
  const lines = log.split(/\r?\n/).map((line) => stripVTControlCharacters(line));
  const start = lines.findIndex((line) => ERROR_LINE.test(line));
  if (start === -1) return null;
  const message: string[] = [];
  const inline = ERROR_LINE.exec(lines[start] ?? "")?.[1]?.trim();
  if (inline) message.push(inline);
  for (const raw of lines.slice(start + 1)) {
    const line = raw.trim();
    if (!line) {
      if (message.length > 0 && !GATSBY_BOILERPLATE.test(message[message.length - 1] ?? "")) break;
      continue;
    }
    if (STACK_LINE.test(line) || ERROR_LINE.test(raw) || NEXT_LOG_LINE.test(raw)) break;
    message.push(line);
  }
  // A list of problems ("- …" lines, which the ink logger wraps at 80 columns) reads as one
  // sentence: "intro: first; second".
  const isItem = (line: string) => /^-\s/.test(line);
  const kept = message.filter((line) => !GATSBY_BOILERPLATE.test(line));
  let seenItem = false;
  const text = kept
    .map((line, index) => {
      const separator = index === 0 ? "" : isItem(line) && seenItem ? "; " : " ";
      seenItem ||= isItem(line);
      return separator + line.replace(/^-\s+/, "");
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return null;
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
