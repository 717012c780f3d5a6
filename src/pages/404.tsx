import * as React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { NotFoundView } from "../features/errors/not-found-view";
import { SeoHead } from "../features/seo/seo-head";

/** Unknown paths show "Page Not Found: {path}" (the server answers 404; docs/runtime.md). */
export default function NotFoundPage({ location }: PageProps) {
  return <NotFoundView path={location.pathname} />;
}

export const Head: HeadFC = () => <SeoHead path="/404/" title="Page Not Found" noCanonical />;
