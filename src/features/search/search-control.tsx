import * as React from "react";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";
import { SearchIcon } from "./search-icon";
import { SEARCH_PATH } from "../../lib/page-path";
import type { SearchDialogProps } from "./search-dialog";
import * as S from "./search-control.styles";

type DialogComponent = React.ComponentType<SearchDialogProps>;

// The dialog, the results and Pagefind's loader are a chunk of their own, fetched on the first click: no page pays
// for search before the visitor asks for it (tests/build/search-budget.test.ts).
const loadDialog = () => import(/* webpackChunkName: "search-dialog" */ "./search-dialog").then((module) => module.SearchDialog);

export interface SearchControlProps {
  /** The bar's control below the desktop menu: the glass alone. */
  compact?: boolean;
  /** A route change closes the dialog. */
  currentPath: string;
}

/**
 * The header's search control (docs/search.md): a link to the locale's search page, which lists every page and post
 * without JavaScript; with it, a click opens the search dialog instead. Closing returns focus here, following a
 * result does not (the next page takes it).
 */
export function SearchControl({ compact = false, currentPath }: SearchControlProps) {
  const { t } = useFormat();
  const href = useLocalizedPath()(SEARCH_PATH);
  const linkRef = React.useRef<HTMLAnchorElement>(null);
  const [Dialog, setDialog] = React.useState<DialogComponent | null>(null);
  const [open, setOpen] = React.useState(false);
  const [hydrated, setHydrated] = React.useState(false);
  const returnFocus = React.useRef(false);

  React.useEffect(() => setHydrated(true), []);
  React.useEffect(() => {
    returnFocus.current = false;
    setOpen(false);
  }, [currentPath]);
  // After the dialog's own effect has closed it (children's effects run first), so the link is focusable again.
  React.useEffect(() => {
    if (!open && returnFocus.current) linkRef.current?.focus();
    returnFocus.current = false;
  }, [open]);

  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window is the visitor's choice: the link does what links do.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (Dialog) {
      setOpen(true);
      return;
    }
    loadDialog().then(
      (loaded) => {
        setDialog(() => loaded);
        setOpen(true);
      },
      // Without the dialog's code (offline, a new release), the search page still answers.
      () => window.location.assign(href),
    );
  };

  const onDismiss = React.useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  const onFollow = React.useCallback(() => setOpen(false), []);

  return (
    <>
      <S.Control ref={linkRef} href={href} onClick={onClick} data-compact={compact ? "" : undefined} aria-haspopup={hydrated ? "dialog" : undefined}>
        <SearchIcon />
        <S.Word>{t("search.control")}</S.Word>
      </S.Control>
      {Dialog && <Dialog open={open} onDismiss={onDismiss} onFollow={onFollow} browseAllPath={href} />}
    </>
  );
}
