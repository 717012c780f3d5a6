import * as React from "react";
import { Layout } from "../features/layout/layout";

/** The layout wraps pages from outside, so header state survives client-side navigation. */
export function PageWrapper({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return <Layout pathname={pathname}>{children}</Layout>;
}
