import * as React from "react";
import { consentBootstrapScript } from "./consent-bootstrap-script";
import { tagManagerContainerId } from "./tag-manager";

/**
 * Head components for onRenderBody: the consent bootstrap (data layer, consent default, stored update,
 * pending mark, tag-manager loader). It must come before any tag script; the tag manager is only ever
 * loaded by this script, so nothing can overtake it.
 */
export function consentHeadScripts({ containerId }: { containerId?: string } = { containerId: tagManagerContainerId() }): React.ReactElement[] {
  return [
    <script
      key="cookie-consent-bootstrap"
      id="cookie-consent-bootstrap"
      // The one inline script of this feature; its text is fixed per build, so the CSP hash is stable.
      dangerouslySetInnerHTML={{ __html: consentBootstrapScript(containerId) }}
    />,
  ];
}
