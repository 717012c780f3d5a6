import * as React from "react";
import { ErrorPage } from "../features/errors/error-page";
import { Layout } from "./layout/layout";
import { AppErrorBoundary } from "./runtime/app-error-boundary";
import { PageTransition } from "./runtime/page-transition";
import { ProgressIndicator } from "./runtime/progress-indicator";

interface PageWrapperProps {
  pathname: string;
  routeKey: string;
  children: React.ReactNode;
}

/**
 * Wraps every page from outside, so the header keeps its state across client-side navigation: the loading
 * indicator, the error page in place of a page that failed, and the out-in page transition.
 */
export function PageWrapper({ pathname, routeKey, children }: PageWrapperProps) {
  return (
    <>
      <ProgressIndicator />
      <Layout pathname={pathname}>
        <AppErrorBoundary fallback={(error) => <ErrorPage {...error} path={pathname} />}>
          <PageTransition routeKey={routeKey}>{children}</PageTransition>
        </AppErrorBoundary>
      </Layout>
    </>
  );
}
