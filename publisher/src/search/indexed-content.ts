import { Parser } from "htmlparser2";

const LANG = /<html\b[^>]*?\slang=["']?([^"'\s>]+)/i;
const BODY_MARK = /\sdata-pagefind-body(?:[\s=/>])/;
/** Elements whose text Pagefind never indexes, inside the marked region too (REMOVE_SELECTORS in its parser.rs, 1.6). */
const SKIPPED = new Set(["head", "style", "script", "noscript", "label", "form", "svg", "footer", "nav", "iframe", "template"]);
/** The `<html>` tag is at the start of the page: only this much is decoded to find it. */
const HEAD_BYTES = 1024;

interface Open {
  marked: boolean;
  ignored: boolean;
  heading: boolean;
  /** Whether its tag went into the fingerprint (then so does its close). */
  kept: boolean;
}

/** The `<html lang>` of a page's start, as Pagefind reads it: lower case, "unknown" without one. */
export function languageOf(html: string): string {
  return (LANG.exec(html)?.[1] ?? "unknown").toLowerCase();
}

/** Whether some tag of the text carries `data-pagefind-body` (not a longer attribute that starts the same). */
export function marksBody(html: string): boolean {
  return BODY_MARK.test(html);
}

/**
 * What Pagefind reads of a page on a site that marks `data-pagefind-body` (docs/search.md, "What is indexed"): its
 * language, its `<title>`, every tag that carries a `data-pagefind-*` attribute wherever it is (metadata, filters and
 * sorts are read outside the marked region too), the first image after the `<h1>` (a result's image), and the marked
 * elements: every tag with its attributes and the text, but inside `data-pagefind-ignore`d elements and those Pagefind
 * always skips (`<nav>`, `<form>`, `<svg>`, …) only tags with an id and images, unless in an `<h1>` (Pagefind's title;
 * its parser.rs drops the rest of their content). Two versions of a page with the same fingerprint give Pagefind the same
 * record, so a page whose bytes changed only elsewhere (the header and footer, the "Read next" cards, the previous and
 * next posts' links) does not make its shard be indexed again. It errs one way only: anything it keeps that
 * Pagefind ignores can cost a needless run, never a stale result.
 *
 * It works on the file's bytes and decodes only the pieces it keeps: a page is mostly inline CSS in its head, and a
 * navigation edit compares every page of the site (1,100 pages in about 0.3 s here, bench/search-index.ts).
 */
export function indexedContentOf(page: Buffer | string): string {
  const bytes = typeof page === "string" ? Buffer.from(page) : page;
  const parts = [`lang=${languageOf(bytes.toString("utf8", 0, HEAD_BYTES))}`, elementText(bytes, "title")];
  const tags = pagefindTags(bytes);
  parts.push(...tags.map((tag) => tag.text));
  const first = tags.find((tag) => marksBody(tag.text));
  if (!first) return parts.join("\n");
  parts.push(firstImageAfterHeading(bytes));
  // The region from the first marked element to the last close of its kind holds every marked element of that kind.
  const name = /^<([a-zA-Z][\w-]*)/.exec(first.text)?.[1] ?? "";
  const close = bytes.lastIndexOf(`</${name}>`);
  const region = bytes.toString("utf8", first.start, close < first.start ? bytes.length : close + name.length + 3);
  parts.push(...markedContent(region));
  return parts.join("\n");
}

/** Each tag with a `data-pagefind-*` attribute, as written, with where it starts. */
function pagefindTags(bytes: Buffer): { start: number; text: string }[] {
  const found: { start: number; text: string }[] = [];
  for (let at = bytes.indexOf("data-pagefind-"); at >= 0; at = bytes.indexOf("data-pagefind-", at + 1)) {
    const start = bytes.lastIndexOf("<", at);
    const end = bytes.indexOf(">", at);
    // Not inside a tag (the words in a page's text): a ">" closes something between the "<" and here.
    if (start < 0 || end < 0 || bytes.lastIndexOf(">", at) > start || found.at(-1)?.start === start) continue;
    found.push({ start, text: bytes.toString("utf8", start, end + 1) });
  }
  return found;
}

/** Pagefind takes the first `<img>` after the title as a result's image, wherever it is on the page. */
function firstImageAfterHeading(bytes: Buffer): string {
  const heading = bytes.indexOf("<h1");
  const image = heading < 0 ? -1 : bytes.indexOf("<img", heading);
  const end = image < 0 ? -1 : bytes.indexOf(">", image);
  return end < 0 ? "" : bytes.toString("utf8", image, end + 1);
}

function elementText(bytes: Buffer, name: string): string {
  const start = bytes.indexOf(`<${name}`);
  const end = start < 0 ? -1 : bytes.indexOf(`</${name}>`, start);
  return end < 0 ? "" : bytes.toString("utf8", start, end + name.length + 3);
}

/** The marked elements' tags with their attributes, and their text but the ignored text outside an `<h1>`. */
function markedContent(region: string): string[] {
  const parts: string[] = [];
  const open: Open[] = [];
  let marked = 0;
  let ignored = 0;
  let headings = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const insideIgnored = ignored > 0;
        const element = {
          marked: "data-pagefind-body" in attributes,
          ignored: "data-pagefind-ignore" in attributes || SKIPPED.has(name),
          heading: name === "h1",
          kept: false,
        };
        open.push(element);
        if (element.marked) marked += 1;
        if (element.ignored) ignored += 1;
        if (element.heading) headings += 1;
        // Inside an ignored element Pagefind keeps nothing but an id's anchor count, the first image after the title
        // and an <h1> (data-pagefind-* tags are kept wherever they are): the previous and next posts' links are not read.
        element.kept = marked > 0 && (!insideIgnored || headings > 0 || name === "img" || "id" in attributes);
        if (element.kept)
          parts.push(
            `<${name}${Object.entries(attributes)
              .map(([key, value]) => ` ${key}="${value}"`)
              .join("")}>`,
          );
      },
      ontext(text) {
        if (marked > 0 && (ignored === 0 || headings > 0)) parts.push(text);
      },
      onclosetag(name) {
        const element = open.pop();
        if (element?.kept) parts.push(`</${name}>`);
        if (element?.marked) marked -= 1;
        if (element?.ignored) ignored -= 1;
        if (element?.heading) headings -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.write(region);
  parser.end();
  return parts;
}
