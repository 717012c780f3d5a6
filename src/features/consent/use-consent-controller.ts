import * as React from "react";
import { ALL_GRANTED, choicesFromConsentMode, decisionChoices, type ConsentChoices, type ConsentDecision, type OptionalCategory } from "./consent-categories";
import { claimFirstAnalyticsGrant } from "./consent-page-view";
import { onConsentPreferencesRequested, onGenerateLeadReported } from "./consent-signal-handlers";
import { pushGenerateLead } from "./data-layer";
import { browserStorage } from "../../lib/browser-storage";
import { nowInSeconds, readStoredConsent, type StoredConsent } from "./consent-record";
import { markConsentPending, settleConsent } from "./consent-signal-handlers";
import { isConsentForcedByHash, isCookiePolicyPath, shouldShowConsentDialog } from "./consent-visibility";
import { applyConsentDecision } from "./apply-consent-decision";
import { takeOverFromHeadScript } from "./early-consent";
import type { CurrentLocation } from "./use-current-location";

interface DialogState {
  /** The first decision (show or not) has been made after hydration. */
  started: boolean;
  open: boolean;
  /** Opened on request (preferences link or URL hash): shows even on /cookie-policy/ and with a stored decision. */
  forced: boolean;
  choices: ConsentChoices;
}

const readStored = (): StoredConsent | null => readStoredConsent(browserStorage("localStorage"), nowInSeconds());

/** Checkboxes start from the stored decision, all ticked when there is none (docs/consent.md). */
const startingChoices = (stored: StoredConsent | null): ConsentChoices => (stored ? choicesFromConsentMode(stored.mode) : { ...ALL_GRANTED });

/** Drops #cookie-consent-preferences from the address once answered, so a reload does not force it again. */
function clearForcingHash(): void {
  if (!isConsentForcedByHash(window.location.hash)) return;
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
}

/**
 * The dialog's state machine. It decides on the first known location (hydration), then on every navigation:
 * - a URL with #cookie-consent-preferences, or a preferences request, opens it forced;
 * - with no valid stored decision it opens on every page but /cookie-policy/; arriving on /cookie-policy/
 *   while it is open unforced (the intro links there) closes it so the policy can be read;
 * - Accept all / Accept selected / Decline all store and apply the decision; every way of closing it
 *   unblocks rendering and clears force.
 * Open ⇔ <html data-consent-pending> ("rendering blocked", src/lib/consent-signals.ts).
 */
export function useConsentController(location: CurrentLocation | null, policyPath?: string) {
  const [state, setState] = React.useState<DialogState>({ started: false, open: false, forced: false, choices: { ...ALL_GRANTED } });
  const current = React.useRef(state);
  current.current = state;
  const started = React.useRef(false);
  // Read when the location changes; a new page's policy path is not a reason to re-run the rules.
  const latestPolicyPath = React.useRef(policyPath);
  latestPolicyPath.current = policyPath;
  // Boxes the visitor changed before the app took the dialog over; the first opening starts from them.
  const earlyChoices = React.useRef<ConsentChoices | null>(null);

  const openDialog = React.useCallback((forced: boolean) => {
    markConsentPending();
    const choices = earlyChoices.current ?? startingChoices(readStored());
    earlyChoices.current = null;
    setState({ started: true, open: true, forced, choices });
  }, []);

  const closeDialog = React.useCallback((choices?: ConsentChoices) => {
    setState((previous) => ({ started: true, open: false, forced: false, choices: choices ?? previous.choices }));
    clearForcingHash();
    settleConsent();
  }, []);

  React.useEffect(() => {
    if (!location) return;
    const first = !started.current;
    started.current = true;
    // The head script answered the dialog until now: a decision made there is this page's decision (stored, or
    // for this page only when storage is blocked), so it is not asked again.
    const early = first ? takeOverFromHeadScript() : null;
    if (early) earlyChoices.current = early.choices;
    const stored = readStored();
    if (first && stored) {
      // This session starts with analytics already granted: the tag manager counts its pages itself.
      claimFirstAnalyticsGrant(browserStorage("sessionStorage"), stored.mode.analytics_storage === "granted");
    }
    if (isConsentForcedByHash(location.hash)) {
      if (!current.current.open || !current.current.forced) openDialog(true);
      return;
    }
    const { open, forced } = current.current;
    if (open) {
      if (!forced && isCookiePolicyPath(location.pathname, latestPolicyPath.current)) closeDialog();
      return;
    }
    if (shouldShowConsentDialog({ ...location, hasValidRecord: stored !== null || early?.decided === true, policyPath: latestPolicyPath.current }))
      openDialog(false);
    else if (first) {
      settleConsent();
      setState((previous) => ({ ...previous, started: true }));
    }
  }, [location, openDialog, closeDialog]);

  // Only an instance that knows its location is live (null while hydrating, and in Gatsby's Head copy).
  const live = location !== null;
  React.useEffect(() => {
    if (!live) return undefined;
    return onConsentPreferencesRequested(() => {
      if (current.current.open) setState((previous) => ({ ...previous, forced: true }));
      else openDialog(true);
    });
  }, [live, openDialog]);

  // A lead reaches analytics only under a stored decision that grants it: never before the visitor has chosen.
  React.useEffect(() => {
    if (!live) return undefined;
    return onGenerateLeadReported((details) => {
      if (readStored()?.mode.analytics_storage === "granted") pushGenerateLead(details);
    });
  }, [live]);

  const changeChoice = React.useCallback((category: OptionalCategory, checked: boolean) => {
    setState((previous) => ({ ...previous, choices: { ...previous.choices, [category]: checked } }));
  }, []);

  const decide = React.useCallback(
    (decision: ConsentDecision) => {
      const choices = decisionChoices(decision, current.current.choices);
      applyConsentDecision(choices);
      closeDialog(choices);
    },
    [closeDialog],
  );

  const dismiss = React.useCallback(() => closeDialog(), [closeDialog]);

  return { ...state, changeChoice, decide, dismiss };
}
