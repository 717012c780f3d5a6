import * as React from "react";
import type { GatsbyBrowser } from "gatsby";
import { RootWrapper } from "./src/app/wrap-root";
import { PageWrapper } from "./src/app/wrap-page";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper pathname={props.location.pathname}>{element}</PageWrapper>
);
