import * as React from "react";
import { SafeLink } from "../../components/links/safe-link";
import { useFormat } from "../../i18n/locale-context";
import { pagefindSearch } from "./pagefind-search";
import { SearchResults } from "./search-results";
import type { SearchFunction } from "./search-types";
import * as S from "./search-page.styles";

interface ListedEntry {
  title: string;
  path: string;
}

export interface SearchPageProps {
  /** Every page and every post of the page's locale. */
  pages: readonly ListedEntry[];
  posts: readonly ListedEntry[];
  /** Pagefind unless a test gives a fake. */
  search?: SearchFunction;
}

/** `?q=` of the address, kept in step with the field so a search can be shared and comes back on Back. */
function readTerm(): string {
  return new URLSearchParams(window.location.search).get("q") ?? "";
}

function writeTerm(term: string): void {
  const url = new URL(window.location.href);
  if (term.trim()) url.searchParams.set("q", term);
  else url.searchParams.delete("q");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The search page (/search/, /fr/search/): every page and post of the language, listed, so nothing is out of reach
 * without JavaScript (the header's control is a link here); with it, the search field and its results above the list.
 * The list is never indexed itself (data-pagefind-ignore="all"), so it cannot answer every search.
 */
export function SearchPage({ pages, posts, search = pagefindSearch }: SearchPageProps) {
  const { t } = useFormat();
  const headingId = React.useId();
  // The field needs JavaScript, and the term is in the address: both only known in the browser, after hydration.
  const [initialTerm, setInitialTerm] = React.useState<string | null>(null);
  React.useEffect(() => setInitialTerm(readTerm()), []);

  return (
    <S.Page>
      <h1>{t("search.pageHeading")}</h1>
      {initialTerm !== null && (
        <S.Panel>
          <SearchResults search={search} initialTerm={initialTerm} onTermChange={writeTerm} />
        </S.Panel>
      )}
      <S.Everything aria-labelledby={headingId} data-pagefind-ignore="all">
        <h2 id={headingId}>{t("search.everything")}</h2>
        <EntryList heading={t("search.pages")} entries={pages} />
        <EntryList heading={t("search.posts")} entries={posts} />
      </S.Everything>
    </S.Page>
  );
}

function EntryList({ heading, entries }: { heading: string; entries: readonly ListedEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <>
      <h3>{heading}</h3>
      <S.Links>
        {entries.map((entry) => (
          <li key={entry.path}>
            <SafeLink to={entry.path}>{entry.title}</SafeLink>
          </li>
        ))}
      </S.Links>
    </>
  );
}
