import * as React from "react";
import { useFormat } from "../../i18n/locale-context";
import { wrapTabFocus } from "../../lib/tab-focus";
import { CloseCross } from "../../theme/icons/close-cross";
import { pagefindSearch, preparePagefind } from "./pagefind-search";
import { SearchResults } from "./search-results";
import type { SearchFunction } from "./search-types";
import * as S from "./search-dialog.styles";

export interface SearchDialogProps {
  open: boolean;
  /** Escape, Close or a click on the backdrop: the control closes the dialog and takes focus back. */
  onDismiss(): void;
  /** A result was followed: the dialog closes and the next page takes focus. */
  onFollow(): void;
  /** The locale's search page, offered when search cannot be loaded. */
  browseAllPath: string;
  /** Pagefind unless a test gives a fake. */
  search?: SearchFunction;
  prepare?: () => Promise<unknown>;
}

/**
 * The search dialog (docs/search.md): a native <dialog> opened with showModal, named by its heading, focus in the
 * field on open. Opening it fetches Pagefind and the page language's index (prepare), so the first results come fast.
 */
export function SearchDialog({ open, onDismiss, onFollow, browseAllPath, search = pagefindSearch, prepare = preparePagefind }: SearchDialogProps) {
  const { t } = useFormat();
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const fieldRef = React.useRef<HTMLInputElement>(null);
  const headingId = `${React.useId()}-heading`;
  const latest = React.useRef({ open, onDismiss });
  latest.current = { open, onDismiss };

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      fieldRef.current?.focus();
      fieldRef.current?.select();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open]);

  // A close the browser makes itself (a close request other than Escape) tells the control too.
  const onClose = () => {
    if (latest.current.open) latest.current.onDismiss();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    // Handled here rather than left to the browser: in a search field Escape would first clear the text.
    if (event.key === "Escape") {
      event.preventDefault();
      onDismiss();
      return;
    }
    if (dialogRef.current) wrapTabFocus(event.nativeEvent, dialogRef.current);
  };

  // A click on the backdrop lands on the dialog element itself (its content fills it edge to edge).
  const onClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) onDismiss();
  };

  return (
    <S.Dialog ref={dialogRef} aria-labelledby={headingId} onClose={onClose} onKeyDown={onKeyDown} onClick={onClick}>
      <S.Body>
        <S.Top>
          <S.Heading id={headingId}>{t("search.dialogHeading")}</S.Heading>
          <S.Close type="button" onClick={onDismiss}>
            {t("search.close")}
            <CloseCross />
          </S.Close>
        </S.Top>
        <SearchResults search={search} prepare={prepare} onFollow={onFollow} browseAllPath={browseAllPath} fieldRef={fieldRef} />
      </S.Body>
    </S.Dialog>
  );
}
