import * as React from "react";
import { SafeLink } from "../../components/links/safe-link";
import { Wrap } from "../../theme/wrap";

const DEFAULT_ERROR_MESSAGE = "Internal Server Error";
const DEFAULT_ERROR_DESCRIPTION = "Something went wrong while showing this page. Please try again, or go back to the home page.";

export interface ServerErrorViewProps {
  statusCode?: number;
  message?: string | null;
  description?: string | null;
}

/** The error page for any status other than 404: status code, message and description (docs/runtime.md). */
export function ServerErrorView({ statusCode = 500, message, description }: ServerErrorViewProps) {
  return (
    <Wrap role="alert">
      <p data-status-code="">{statusCode}</p>
      <h1>{message || DEFAULT_ERROR_MESSAGE}</h1>
      <p>{description || DEFAULT_ERROR_DESCRIPTION}</p>
      <p>
        <SafeLink to="/">Go to the home page</SafeLink>
      </p>
    </Wrap>
  );
}
