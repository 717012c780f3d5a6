import * as React from "react";
import { OPTIONAL_CATEGORIES, type ConsentChoices, type ConsentDecision, type OptionalCategory } from "./consent-categories";
// The one renderer of sanitized CMS HTML (the only dangerouslySetInnerHTML for CMS content); its
// link handling also makes a #cookie-consent-preferences link inside the intro behave.
import { RichText } from "../../components/rich-text/rich-text";
import { wrapTabFocus } from "../../lib/tab-focus";
import { nextTask } from "../../lib/next-task";
import { ConsentCategory } from "./consent-category";
import * as S from "./consent-dialog.styles";
import type { ConsentContent } from "./use-consent-content";
import { CONSENT_DIALOG_ID } from "./early-consent";
import { useFormat } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/message-types";

export interface ConsentDialogProps {
  dialogRef?: React.RefObject<HTMLDialogElement>;
  content: ConsentContent;
  open: boolean;
  /** Only on /cookie-policy/: shows Close and lets Escape close the dialog (docs/consent.md). */
  closable: boolean;
  choices: ConsentChoices;
  onChoiceChange: (category: OptionalCategory, checked: boolean) => void;
  onDecide: (decision: ConsentDecision) => void;
  /** Close button, or Escape where that is allowed: closes without a decision. */
  onDismiss: () => void;
  /**
   * The first show-or-not decision after hydration is made. Mirrored as data-consent-dialog="ready" in the
   * same step that opens the dialog, so an observer never sees "ready" before the dialog it implies.
   */
  ready: boolean;
}

const CATEGORY_LABELS: Record<OptionalCategory, MessageKey> = {
  analytics: "consent.analytics",
  preferences: "consent.preferences",
  marketing: "consent.marketing",
};

/**
 * The optional categories' state, just above the buttons: on a short screen the list may be scrolled out of
 * view behind them, and "Accept selected" must never accept what the visitor has not seen. Both words are in
 * the markup and the stylesheet shows the one that matches its checkbox (consent-dialog.styles.ts), so it is
 * true from first paint, before any script, and reads the same to a screen reader.
 */
function ChoiceSummary() {
  const { t } = useFormat();
  return (
    <S.Summary>
      <b>{t("consent.optionalCookies")}</b>{" "}
      {OPTIONAL_CATEGORIES.map((category) => (
        <span key={category} data-summary-category={category}>
          {t(CATEGORY_LABELS[category])} <span data-state="on">{t("consent.on")}</span>
          <span data-state="off">{t("consent.off")}</span>
        </span>
      ))}
    </S.Summary>
  );
}

function showModal(dialog: HTMLDialogElement): void {
  // showModal gives the focus containment and the inert background; a browser without it still shows the dialog.
  if (typeof dialog.showModal === "function") dialog.showModal();
  else dialog.setAttribute("open", "");
}

function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === "function") dialog.close();
  else dialog.removeAttribute("open");
}

function restoreFocus(element: Element | null): void {
  if (element instanceof HTMLElement && element.isConnected && element !== document.body) element.focus();
}

/**
 * The cookie-consent modal: a native <dialog> opened with showModal, named by its heading. It is controlled:
 * `open` says whether it should be showing, and the dialog keeps itself that way — Escape is blocked unless
 * `closable` (the cancel event, and the Escape keydown that Chromium would otherwise honour on a second
 * press), and a close the browser forces anyway is undone.
 */
export function ConsentDialog({ dialogRef: givenRef, content, open, closable, choices, onChoiceChange, onDecide, onDismiss, ready }: ConsentDialogProps) {
  const ownRef = React.useRef<HTMLDialogElement>(null);
  const dialogRef = givenRef ?? ownRef;
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const returnFocusTo = React.useRef<Element | null>(null);
  // Whether the first show-or-not decision had been made at the last effect: its arrival is the app's takeover.
  const wasReady = React.useRef(ready);
  const headingId = `${React.useId()}-heading`;
  const { t } = useFormat();

  // Read by native event handlers, which must see the latest props.
  const latest = React.useRef({ open, closable, onDismiss });
  latest.current = { open, closable, onDismiss };

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const apply = () => {
      if (ready) dialog.setAttribute("data-consent-dialog", "ready");
      if (open && !dialog.open) {
        returnFocusTo.current = document.activeElement;
        showModal(dialog);
        // The heading first, so a screen reader announces what this is before the first control.
        headingRef.current?.focus();
      } else if (!open) {
        if (dialog.open) closeDialog(dialog);
        restoreFocus(returnFocusTo.current);
        returnFocusTo.current = null;
      }
    };
    const takeover = ready && !wasReady.current;
    wasReady.current = ready;
    if (!(takeover && open && !dialog.open)) {
      apply();
      return undefined;
    }
    // When the app takes over the dialog the server's HTML already paints (and the head script answers), opening
    // it modal is a task of its own: showModal restyles the whole page (the top layer, the inert background), which
    // would otherwise lengthen hydration's last task on a slow phone. Any later opening is at once.
    let cancelled = false;
    void nextTask().then(() => {
      if (!cancelled) apply();
    });
    return () => {
      cancelled = true;
    };
  }, [open, ready, dialogRef]);

  const onCancel = (event: React.SyntheticEvent<HTMLDialogElement>) => {
    if (!latest.current.closable) event.preventDefault();
  };

  React.useEffect(() => {
    if (!open || closable) return undefined;
    // Chromium closes a modal on a second Escape even when cancel is prevented; a cancelled keydown never
    // becomes a close request. On the document, so it holds wherever focus is (even on <body>).
    const blockEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") event.preventDefault();
    };
    document.addEventListener("keydown", blockEscape, true);
    return () => document.removeEventListener("keydown", blockEscape, true);
  }, [open, closable]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (dialogRef.current) wrapTabFocus(event.nativeEvent, dialogRef.current);
  };

  const onClose = () => {
    const dialog = dialogRef.current;
    if (!dialog || !latest.current.open) return;
    if (latest.current.closable) latest.current.onDismiss();
    else showModal(dialog); // closed by the browser (e.g. a mobile back gesture) while an answer is required
  };

  return (
    <S.Dialog ref={dialogRef} id={CONSENT_DIALOG_ID} aria-labelledby={headingId} onCancel={onCancel} onClose={onClose} onKeyDown={onKeyDown}>
      <S.Body>
        <S.Heading id={headingId} ref={headingRef} tabIndex={-1}>
          {content.heading}
        </S.Heading>
        {content.introHtml && (
          <S.Intro>
            <RichText html={content.introHtml} />
          </S.Intro>
        )}
        <S.Categories>
          <S.Legend>{t("consent.categories")}</S.Legend>
          <ConsentCategory name="necessary" label={t("consent.necessary")} explanation={content.explanations.necessary} checked locked />
          {OPTIONAL_CATEGORIES.map((category) => (
            <ConsentCategory
              key={category}
              name={category}
              label={t(CATEGORY_LABELS[category])}
              category={category}
              explanation={content.explanations[category]}
              checked={choices[category]}
              onChange={(checked) => onChoiceChange(category, checked)}
              ready={ready}
            />
          ))}
        </S.Categories>
        <S.Actions>
          <ChoiceSummary />
          {/* data-consent-decision: the head script answers these before the app has loaded (early-consent.ts). */}
          <S.Button type="button" data-variant="solid" data-consent-decision="accept-all" onClick={() => onDecide("accept-all")}>
            {t("consent.acceptAll")}
          </S.Button>
          <S.Button type="button" data-consent-decision="accept-selected" onClick={() => onDecide("accept-selected")}>
            {t("consent.acceptSelected")}
          </S.Button>
          <S.Button type="button" data-variant="solid" data-consent-decision="decline-all" onClick={() => onDecide("decline-all")}>
            {t("consent.declineAll")}
          </S.Button>
          {closable && (
            <S.Button type="button" onClick={onDismiss}>
              {t("consent.close")}
            </S.Button>
          )}
        </S.Actions>
      </S.Body>
    </S.Dialog>
  );
}
