import { createHash } from "node:crypto";

// Script content is raw text in HTML: it ends at the first "</script", whatever it contains.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTR = /(?:^|\s)src\s*=/i;
const TYPE_ATTR = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const JS_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
  "application/x-javascript",
  "text/jscript",
]);

/** Browsers only run a script whose type is empty, a JavaScript MIME type or "module". */
function isExecutable(attributes: string): boolean {
  const match = TYPE_ATTR.exec(attributes);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim().toLowerCase();
  return JS_TYPES.has(type);
}

/** The CSP source expression for one inline script, e.g. 'sha256-abc…='. */
function cspHash(scriptText: string): string {
  // The HTML parser turns CRLF and lone CR into LF before the browser hashes the text.
  const normalized = scriptText.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalized, "utf8").digest("base64")}'`;
}

/**
 * Text of every inline script a browser would execute on this page (Gatsby inlines the page
 * path / compilation hash loader, the chunk mapping and gatsby-plugin-image's module script).
 * Data blocks such as JSON-LD (`type="application/ld+json"`) are never executed, so CSP does not
 * apply to them and they are left out.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? "";
    if (SRC_ATTR.test(attributes) || !isExecutable(attributes)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

/** CSP hash sources for the page's inline scripts, sorted and de-duplicated for a stable header. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(cspHash))].sort();
}
