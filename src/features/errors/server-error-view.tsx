import * as React from "react";
import { SafeLink } from "../../components/links/safe-link";
import { Wrap } from "../../theme/wrap";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/message-types";

export interface ServerErrorViewProps {
  statusCode?: number;
  message?: string | null;
  description?: string | null;
  /** A description from the catalogue, in the page's language (the runtime's own errors). */
  descriptionKey?: MessageKey | null;
}

/** The error page for any status other than 404: status code, message and description (docs/runtime.md). */
export function ServerErrorView({ statusCode = 500, message, description, descriptionKey }: ServerErrorViewProps) {
  const { t } = useFormat();
  const localized = useLocalizedPath();
  return (
    <Wrap role="alert">
      <p data-status-code="">{statusCode}</p>
      <h1>{message || t("errors.serverErrorMessage")}</h1>
      <p>{(descriptionKey && t(descriptionKey)) || description || t("errors.serverErrorDescription")}</p>
      <p>
        <SafeLink to={localized("/")}>{t("errors.homeLink")}</SafeLink>
      </p>
    </Wrap>
  );
}
