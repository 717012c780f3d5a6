import * as React from "react";
import { NotFoundView } from "./not-found-view";
import { ServerErrorView } from "./server-error-view";
import type { MessageKey } from "../../i18n/message-types";

export interface ErrorPageProps {
  statusCode: number;
  path: string;
  message?: string | null;
  description?: string | null;
  descriptionKey?: MessageKey | null;
}

/** The error page (docs/runtime.md): 404 → Page Not Found view; any other status → the server-error view. */
export function ErrorPage({ statusCode, path, message, description, descriptionKey }: ErrorPageProps) {
  if (statusCode === 404) return <NotFoundView path={path} />;
  return <ServerErrorView statusCode={statusCode} message={message} description={description} descriptionKey={descriptionKey} />;
}
