import type { Format } from "../../i18n/locale-context";

/** The entry a listing lists the posts of, as its page reads it. */
export interface ListingEntryData {
  kind: "category" | "tag" | "author";
  name: string;
  /** A category's or tag's description; an author's bio. */
  description?: string | null;
  /** An author's role. */
  role?: string | null;
}

interface ListingText {
  /** The page's h1 (an author's page shows their name). */
  heading: string;
  /** The page's title, before the site name (page n adds "(page n)"). */
  title: string;
  /** The meta description: the editor's description or bio, else a sentence naming the entry. */
  description: string;
}

const filled = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/**
 * A listing's words, the same in the page and its Head (docs/blog.md): a category is titled by its name ("Search"), a
 * tag "Posts tagged Small business", an author by name and role ("Priya Raman, Managing Director").
 */
export function listingText(entry: ListingEntryData, currentPage: number, { t }: Pick<Format, "t">): ListingText {
  const { name } = entry;
  const role = filled(entry.role);
  const heading = entry.kind === "tag" ? t("blog.tagTitle", { name }) : name;
  const title = entry.kind === "author" && role ? t("blog.authorTitle", { name, role }) : heading;
  const fallback =
    entry.kind === "category"
      ? t("blog.categoryDescription", { name })
      : entry.kind === "tag"
        ? t("blog.tagDescription", { name })
        : t("blog.authorDescription", { name });
  return {
    heading,
    title: currentPage > 1 ? t("blog.listingPageTitle", { title, page: currentPage }) : title,
    description: filled(entry.description) ?? fallback,
  };
}
