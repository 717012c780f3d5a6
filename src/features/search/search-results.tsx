import * as React from "react";
import { useFormat } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/message-types";
import type { SearchFunction, SearchHit, SearchOutcome, SearchType } from "./search-types";
import * as S from "./search-results.styles";

const TYPE_LABELS: Record<SearchType, MessageKey> = {
  page: "search.typePage",
  post: "search.typePost",
  "case-study": "search.typeCaseStudy",
};

type SearchState =
  { kind: "idle" } | { kind: "loading"; shown: SearchOutcome | null } | { kind: "done"; term: string; outcome: SearchOutcome } | { kind: "unavailable" };

export interface SearchResultsProps {
  search: SearchFunction;
  /** Loads what searching needs (the index) at once, so a failure shows before the first keystroke (the dialog). */
  prepare?: () => Promise<unknown>;
  initialTerm?: string;
  onTermChange?(term: string): void;
  /** A result was followed (the dialog closes). */
  onFollow?(): void;
  /** Where every page and post is listed, offered when search is unavailable (not on that page itself). */
  browseAllPath?: string;
  fieldRef?: React.RefObject<HTMLInputElement>;
}

/** Arrow keys move between the field and the results (Tab does too, in the same order). */
function onArrowKey(event: React.KeyboardEvent<HTMLElement>, list: HTMLElement | null, field: HTMLInputElement | null): void {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const links = [...(list?.querySelectorAll<HTMLElement>("[data-search-result]") ?? [])];
  const at = links.indexOf(document.activeElement as HTMLElement);
  const onField = document.activeElement === field;
  if (!onField && at < 0) return;
  let target: HTMLElement | null | undefined;
  if (event.key === "ArrowDown") target = onField ? links[0] : links[at + 1];
  else if (!onField) target = at === 0 ? field : links[at - 1];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * The search field and its results, in the dialog and on the search page: the terms go to `search` as they are typed,
 * a polite status says "Searching…", how many were found or that nothing was, and each result shows its title, its
 * type and an excerpt with the terms marked.
 */
export function SearchResults({ search, prepare, initialTerm = "", onTermChange, onFollow, browseAllPath, fieldRef: givenFieldRef }: SearchResultsProps) {
  const { t } = useFormat();
  const id = React.useId();
  const ownFieldRef = React.useRef<HTMLInputElement>(null);
  const fieldRef = givenFieldRef ?? ownFieldRef;
  const listRef = React.useRef<HTMLUListElement>(null);
  const [term, setTerm] = React.useState(initialTerm);
  const [state, setState] = React.useState<SearchState>({ kind: "idle" });

  React.useEffect(() => {
    if (!prepare) return undefined;
    let current = true;
    prepare().catch(() => {
      if (current) setState({ kind: "unavailable" });
    });
    return () => {
      current = false;
    };
  }, [prepare]);

  const query = term.trim();
  React.useEffect(() => {
    if (!query) {
      setState((previous) => (previous.kind === "unavailable" ? previous : { kind: "idle" }));
      return undefined;
    }
    let current = true;
    // The last results stay in view while the next are found, so the list does not flicker as the visitor types.
    setState((previous) => ({ kind: "loading", shown: previous.kind === "done" ? previous.outcome : previous.kind === "loading" ? previous.shown : null }));
    search(query).then(
      (outcome) => {
        if (current && outcome) setState({ kind: "done", term: query, outcome });
      },
      () => {
        if (current) setState({ kind: "unavailable" });
      },
    );
    return () => {
      current = false;
    };
  }, [query, search]);

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setTerm(event.target.value);
    onTermChange?.(event.target.value);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => onArrowKey(event, listRef.current, fieldRef.current);
  const hits: SearchHit[] = state.kind === "done" ? state.outcome.hits : state.kind === "loading" ? (state.shown?.hits ?? []) : [];
  const fieldId = `${id}-field`;
  const statusId = `${id}-status`;

  return (
    <div>
      <S.Form role="search" onSubmit={(event) => event.preventDefault()}>
        <S.Label htmlFor={fieldId}>{t("search.field")}</S.Label>
        <S.Field
          ref={fieldRef}
          id={fieldId}
          type="search"
          name="q"
          value={term}
          onChange={onChange}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={statusId}
        />
      </S.Form>
      <S.Status id={statusId} role="status" data-state={state.kind === "unavailable" ? "error" : state.kind}>
        {statusText(state, t)}
      </S.Status>
      {state.kind === "unavailable" && browseAllPath && (
        <S.BrowseAll>
          <a href={browseAllPath}>{t("search.browseAll")}</a>
        </S.BrowseAll>
      )}
      {hits.length > 0 && (
        <S.List ref={listRef} aria-label={t("search.results")} aria-busy={state.kind === "loading"}>
          {hits.map((hit) => (
            <li key={hit.url}>
              <SearchResultLink hit={hit} onFollow={onFollow} onKeyDown={onKeyDown} />
            </li>
          ))}
        </S.List>
      )}
    </div>
  );
}

function statusText(state: SearchState, t: ReturnType<typeof useFormat>["t"]): string {
  switch (state.kind) {
    case "idle":
      return "";
    case "loading":
      return t("search.loading");
    case "unavailable":
      return t("search.unavailable");
    case "done": {
      const { term, outcome } = state;
      if (outcome.total === 0) return t("search.noResults", { term });
      if (outcome.total > outcome.hits.length) return t("search.foundMore", { shown: outcome.hits.length, count: outcome.total, term });
      return t("search.found", { count: outcome.total, term });
    }
  }
}

interface SearchResultLinkProps {
  hit: SearchHit;
  onFollow?: () => void;
  onKeyDown(event: React.KeyboardEvent<HTMLElement>): void;
}

/**
 * One result: its title is the link (named by the title alone), its type and excerpt are text beside it; the link's
 * hit area covers the whole result, and the result shows the focus ring.
 */
function SearchResultLink({ hit, onFollow, onKeyDown }: SearchResultLinkProps) {
  const { t } = useFormat();
  return (
    <S.Result>
      <S.ResultHead>
        <S.ResultTitle to={hit.url} data-search-result="" onClick={() => onFollow?.()} onKeyDown={onKeyDown}>
          {hit.title}
        </S.ResultTitle>
        {hit.type && <S.ResultType>{t(TYPE_LABELS[hit.type])}</S.ResultType>}
      </S.ResultHead>
      <S.Excerpt>
        {hit.excerpt.map((segment, index) =>
          segment.marked ? <mark key={index}>{segment.text}</mark> : <React.Fragment key={index}>{segment.text}</React.Fragment>,
        )}
      </S.Excerpt>
    </S.Result>
  );
}
