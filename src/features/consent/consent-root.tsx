import * as React from "react";
import { isCookiePolicyPath } from "./consent-visibility";
import { ConsentDialog } from "./consent-dialog";
import { useConsentContent } from "./use-consent-content";
import { useConsentController } from "./use-consent-controller";
import { useCurrentLocation } from "./use-current-location";
import { useMountedInDocument } from "./use-mounted-in-document";

/**
 * Mounts the cookie-consent dialog once for the whole app (wrapRootElement), so it survives navigation and
 * follows the visitor from page to page. Server-rendered closed; it opens after hydration when needed.
 */
export function ConsentRoot({ children }: { children: React.ReactNode }) {
  const content = useConsentContent();
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  // Only the copy in the live document acts (see use-mounted-in-document.ts).
  const location = useCurrentLocation(useMountedInDocument(dialogRef));
  const consent = useConsentController(location);
  return (
    <>
      {children}
      <ConsentDialog
        dialogRef={dialogRef}
        content={content}
        open={consent.open}
        closable={location !== null && isCookiePolicyPath(location.pathname)}
        choices={consent.choices}
        onChoiceChange={consent.changeChoice}
        onDecide={consent.decide}
        onDismiss={consent.dismiss}
        ready={consent.started}
      />
    </>
  );
}
