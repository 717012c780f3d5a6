import { Marked, type Token } from "marked";

const marked = new Marked({ gfm: true });

/** The words of a markdown text, without markup — for summaries such as a page's meta description. */
export function markdownToPlainText(markdown: string): string {
  return collect(marked.lexer(markdown)).replace(/\s+/g, " ").trim();
}

function collect(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if ("tokens" in token && Array.isArray(token.tokens)) return collect(token.tokens);
      if ("items" in token && Array.isArray(token.items)) return collect(token.items as Token[]);
      if (token.type === "text" || token.type === "codespan" || token.type === "escape") return token.text;
      return " ";
    })
    .join(" ");
}

/** At most `max` characters, cut at a word boundary. */
export function truncateWords(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,.;:!?-]+$/, "")}…`;
}
