import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { localeOfPath } from "@agency/cms/contract/locales";
import { RootWrapper } from "./src/app/wrap-root";
import { PageWrapper } from "./src/app/wrap-page";
import { withoutImageComponentHead } from "./src/components/images/image-component-head";
import { consentHeadScripts } from "./src/features/consent/consent-head-scripts";
import { headerRenderBlockingLink } from "./src/features/header/header-render-blocking";
import { fontFaceStyle, fontPreloadLinks } from "./src/theme/fonts";
import { withLinkedStylesheet } from "./src/theme/linked-stylesheet";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  // The page's language by its URL (`/fr/…` is French); the same as its pageContext's locale.
  setHtmlAttributes({ lang: localeOfPath(pathname) });
  setHeadComponents([...consentHeadScripts(), headerRenderBlockingLink(), ...fontPreloadLinks(), fontFaceStyle()]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withLinkedStylesheet(withoutImageComponentHead(getHeadComponents())));
};

// Gatsby renders a slice (the header, the footer: src/app/slices) through this too, apart from any page and without a
// pathname. Only a page gets the root (its consent dialog): a slice would carry a copy of it into every page.
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) =>
  (pathname as string | undefined) === undefined ? element : <RootWrapper>{element}</RootWrapper>;

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper pathname={props.location.pathname} routeKey={props.location.pathname} pageContext={props.pageContext}>
    {element}
  </PageWrapper>
);
