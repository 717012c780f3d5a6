import * as React from "react";
import type { ConsentChoices, ConsentDecision, OptionalCategory } from "../../lib/consent-categories";
// The one renderer of sanitized CMS HTML (DESIGN: a single dangerouslySetInnerHTML for CMS content); its
// link handling also makes a #cookie-consent-preferences link inside the intro behave.
import { RichText } from "../blocks/rich-text";
import { ConsentCategory } from "./consent-category";
import * as S from "./consent-dialog.styles";
import type { ConsentContent } from "./use-consent-content";

export interface ConsentDialogProps {
  content: ConsentContent;
  open: boolean;
  /** Only on /cookie-policy/: shows Close and lets Escape close the dialog (SPEC 2). */
  closable: boolean;
  choices: ConsentChoices;
  onChoiceChange: (category: OptionalCategory, checked: boolean) => void;
  onDecide: (decision: ConsentDecision) => void;
  /** Close button, or Escape where that is allowed: closes without a decision. */
  onDismiss: () => void;
  /** The page is hydrated and the dialog follows the visitor's state (a hook for tests and styles). */
  ready: boolean;
}

const CATEGORY_LABELS: Record<OptionalCategory, string> = { analytics: "Analytics", preferences: "Preferences", marketing: "Marketing" };
const OPTIONAL: OptionalCategory[] = ["analytics", "preferences", "marketing"];

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
export function ConsentDialog({ content, open, closable, choices, onChoiceChange, onDecide, onDismiss, ready }: ConsentDialogProps) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const returnFocusTo = React.useRef<Element | null>(null);
  const headingId = `${React.useId()}-heading`;

  // Read by native event handlers, which must see the latest props.
  const latest = React.useRef({ open, closable, onDismiss });
  latest.current = { open, closable, onDismiss };

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
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
  }, [open]);

  const onCancel = (event: React.SyntheticEvent<HTMLDialogElement>) => {
    if (!latest.current.closable) event.preventDefault();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    // Chromium closes a modal on the second Escape even when cancel is prevented; stopping the key stops that.
    if (event.key === "Escape" && !latest.current.closable) event.preventDefault();
  };

  const onClose = () => {
    const dialog = dialogRef.current;
    if (!dialog || !latest.current.open) return;
    if (latest.current.closable) latest.current.onDismiss();
    else showModal(dialog); // closed by the browser (e.g. a mobile back gesture) while an answer is required
  };

  return (
    <S.Dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      data-consent-dialog={ready ? "ready" : "pending"}
      onCancel={onCancel}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
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
          <S.Legend>Cookie categories</S.Legend>
          <ConsentCategory label="Necessary" explanation={content.explanations.necessary} checked locked />
          {OPTIONAL.map((category) => (
            <ConsentCategory
              key={category}
              label={CATEGORY_LABELS[category]}
              explanation={content.explanations[category]}
              checked={choices[category]}
              onChange={(checked) => onChoiceChange(category, checked)}
            />
          ))}
        </S.Categories>
        <S.Actions>
          <S.Button type="button" $variant="solid" onClick={() => onDecide("accept-all")}>
            Accept all
          </S.Button>
          <S.Button type="button" $variant="outline" onClick={() => onDecide("accept-selected")}>
            Accept selected
          </S.Button>
          <S.Button type="button" $variant="solid" onClick={() => onDecide("decline-all")}>
            Decline all
          </S.Button>
          {closable && (
            <S.Button type="button" $variant="outline" onClick={onDismiss}>
              Close
            </S.Button>
          )}
        </S.Actions>
      </S.Body>
    </S.Dialog>
  );
}
