import * as React from "react";
import { Footer } from "../footer/footer";
import { Header } from "../header/header";
import { useSiteChrome } from "./use-site-chrome";

export interface LayoutProps {
  pathname: string;
  children: React.ReactNode;
}

/** The site shell around every page: header, main region, footer. */
export function Layout({ pathname, children }: LayoutProps) {
  const { mainNavigation, footerNavigation, secondaryNavigation, configuration } = useSiteChrome();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header navigation={mainNavigation} currentPath={pathname} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer navigation={footerNavigation} secondaryNavigation={secondaryNavigation} configuration={configuration} />
    </>
  );
}
