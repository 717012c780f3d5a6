import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { RootWrapper } from "./src/app/wrap-root";
import { PageWrapper } from "./src/app/wrap-page";
import { withoutImageComponentHead } from "./src/components/images/image-component-head";
import { consentHeadScripts } from "./src/features/consent/consent-head-scripts";
import { headerRenderBlockingLink } from "./src/features/header/header-render-blocking";
import { fontFaceStyle, fontPreloadLinks } from "./src/theme/fonts";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([...consentHeadScripts(), headerRenderBlockingLink(), ...fontPreloadLinks(), fontFaceStyle()]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutImageComponentHead(getHeadComponents()));
};

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper pathname={props.location.pathname} routeKey={props.location.pathname}>
    {element}
  </PageWrapper>
);
