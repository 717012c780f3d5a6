import * as React from "react";
import { ConsentRoot } from "../features/consent/consent-root";
import { PageLocaleRelay } from "../i18n/page-locale-relay";
// The site-wide rules (element defaults, skip link, reduced motion), extracted to CSS at build time.
import "../theme/global-style";

/** Providers shared by every page, on the server and in the browser. */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  // The relay carries each page's language up to the consent dialog, which lives above the pages.
  return (
    <PageLocaleRelay>
      <ConsentRoot>{children}</ConsentRoot>
    </PageLocaleRelay>
  );
}
