import * as React from "react";
import { ErrorPage } from "../features/errors/error-page";
import { LocaleProvider } from "../i18n/locale-context";
import { usePageLocaleState, type PageLocaleContext } from "../i18n/page-locale";
import { usePublishPageLocale } from "../i18n/page-locale-relay";
import { Layout } from "./layout/layout";
import { AppErrorBoundary } from "./runtime/app-error-boundary";
import { PageTransition } from "./runtime/page-transition";
import { ProgressIndicator } from "./runtime/progress-indicator";

interface PageWrapperProps {
  pathname: string;
  routeKey: string;
  /**
   * The page's pageContext: its locale, translations and cookie policy path (English when absent), and what
   * kind of searchable page it is (plugins/cms-data-layer/routes/plan-routes.ts; absent on pages search leaves out),
   * and for posts and blog listing pages the section their header marks.
   */
  pageContext?: (PageLocaleContext & { readonly searchType?: unknown; readonly menuSection?: unknown }) | null;
  children: React.ReactNode;
}

/**
 * Wraps every page from outside, so the header keeps its state across client-side navigation: the page's language,
 * the loading indicator, the error page in place of a page that failed, and the out-in page transition.
 */
export function PageWrapper({ pathname, routeKey, pageContext, children }: PageWrapperProps) {
  const state = usePageLocaleState(pageContext);
  const { locale } = state;
  usePublishPageLocale(state);
  // <html lang> is set per page on the server (gatsby-ssr.tsx); a client-side navigation to another language follows it.
  // Written only when it differs: any write of `lang` makes the browser restyle the whole document (docs/runtime.md).
  React.useEffect(() => {
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleProvider value={state}>
      <ProgressIndicator />
      <Layout pathname={pathname} searchType={pageContext?.searchType} menuSection={pageContext?.menuSection}>
        <AppErrorBoundary fallback={(error) => <ErrorPage {...error} path={pathname} />}>
          <PageTransition routeKey={routeKey}>{children}</PageTransition>
        </AppErrorBoundary>
      </Layout>
    </LocaleProvider>
  );
}
