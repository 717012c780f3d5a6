import * as React from "react";
import { SafeLink } from "../../components/links/safe-link";
import { useCookiePolicyPath, useFormat } from "../../i18n/locale-context";
import { requestConsentPreferences } from "../../lib/consent-signals";
import * as S from "./footer.styles";

/**
 * "Cookie settings": opens the consent dialog with the visitor's current choices (the consent feature answers the
 * request: src/lib/consent-signals.ts, docs/consent.md). The server renders a link to the cookie policy, which is all
 * a visitor without JavaScript needs (nothing is stored for them); once the page runs, it is the button.
 */
export function CookieSettings() {
  const { t } = useFormat();
  const policyPath = useCookiePolicyPath();
  const [running, setRunning] = React.useState(false);
  React.useEffect(() => setRunning(true), []);
  if (!running) return <SafeLink to={policyPath}>{t("footer.cookieSettings")}</SafeLink>;
  return (
    <S.TextButton type="button" aria-haspopup="dialog" onClick={requestConsentPreferences}>
      {t("footer.cookieSettings")}
    </S.TextButton>
  );
}
