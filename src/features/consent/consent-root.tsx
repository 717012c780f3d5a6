import * as React from "react";
import { useCookiePolicyPath } from "../../i18n/locale-context";
import { RelayedLocaleProvider } from "../../i18n/page-locale-relay";
import { isCookiePolicyPath } from "./consent-visibility";
import { ConsentDialog } from "./consent-dialog";
import { useConsentContent } from "./use-consent-content";
import { useConsentController } from "./use-consent-controller";
import { useCurrentLocation } from "./use-current-location";
import { useMountedInDocument } from "./use-mounted-in-document";

/**
 * Mounts the cookie-consent dialog once for the whole app (wrapRootElement), so it survives navigation and
 * follows the visitor from page to page, in the language of the page shown (relayed from the page wrapper).
 * Server-rendered closed; it opens after hydration when needed.
 */
export function ConsentRoot({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      {/* After the page, which gives the relay its language during the same render. */}
      <RelayedLocaleProvider>
        <ConsentHost />
      </RelayedLocaleProvider>
    </>
  );
}

function ConsentHost() {
  const content = useConsentContent();
  const policyPath = useCookiePolicyPath();
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  // Only the copy in the live document acts (see use-mounted-in-document.ts).
  const location = useCurrentLocation(useMountedInDocument(dialogRef));
  const consent = useConsentController(location, policyPath);
  return (
    <ConsentDialog
      dialogRef={dialogRef}
      content={content}
      open={consent.open}
      closable={location !== null && isCookiePolicyPath(location.pathname, policyPath)}
      choices={consent.choices}
      onChoiceChange={consent.changeChoice}
      onDecide={consent.decide}
      onDismiss={consent.dismiss}
      ready={consent.started}
    />
  );
}
