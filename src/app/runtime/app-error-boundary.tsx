import * as React from "react";
import { useValueStore } from "../../lib/value-store";
import { appError, type AppError } from "./runtime-state";

interface BoundaryProps {
  children: React.ReactNode;
  /** What to show instead of the page while the app is in its error state. */
  fallback(error: AppError): React.ReactNode;
}

/**
 * A fatal error while rendering a page is routed to the error page (docs/runtime.md; status 500 unless the error
 * carries one). The state lives in the appError store, which the next successful navigation clears.
 */
export function AppErrorBoundary({ children, fallback }: BoundaryProps) {
  const error = useValueStore(appError, null);
  if (error) return <>{fallback(error)}</>;
  return <CatchRenderErrors>{children}</CatchRenderErrors>;
}

class CatchRenderErrors extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error("A page failed to render:", error);
    const statusCode = (error as { statusCode?: number }).statusCode;
    appError.set({ statusCode: typeof statusCode === "number" ? statusCode : 500, path: window.location.pathname });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
