import * as React from "react";
import { navigate } from "gatsby";
import { CONSENT_PREFERENCES_HASH, requestConsentPreferences } from "../../lib/consent-signals";
import { Prose } from "./rich-text.styles";

export interface RichTextProps {
  /** HTML made from CMS markdown and sanitized at build time (plugins/cms-data-layer/rich-text). */
  html: string | null | undefined;
  className?: string;
}

/**
 * The only place CMS HTML is rendered. Links inside it were classified at build time; here clicks on
 * same-site links navigate in-app and the consent-preferences link reopens the dialog.
 */
export function RichText({ html, className }: RichTextProps) {
  const onClick = React.useCallback((event: React.MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.hash === CONSENT_PREFERENCES_HASH) {
      event.preventDefault();
      requestConsentPreferences();
      return;
    }
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  }, []);
  if (!html) return null;

  return <Prose className={className} data-rich-text="" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
