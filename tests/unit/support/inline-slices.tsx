import * as React from "react";
import { Slice } from "gatsby";
import SiteFooterSlice from "../../../src/app/slices/site-footer";
import SiteHeaderSlice from "../../../src/app/slices/site-header";
import { catalogueFor } from "../../../src/i18n/catalogues";

/**
 * Renders the layout's header and footer slices in place, with the English slice context the build gives them, as
 * Gatsby does in the browser (its InlineSlice). Call in a test file that mocks "gatsby" with __mocks__/gatsby.js.
 */
export function renderSlicesInline(): void {
  const sliceContext = { locale: "en" as const, messages: catalogueFor("en"), cookiePolicyPath: "/cookie-policy/" };
  (Slice as unknown as jest.Mock).mockImplementation(
    ({ alias, children, ...props }: { alias: string; children?: React.ReactNode; marked: string; below: boolean }) =>
      alias === "site-header" ? (
        <SiteHeaderSlice sliceContext={sliceContext} data={{}} {...props}>
          {children}
        </SiteHeaderSlice>
      ) : (
        <SiteFooterSlice sliceContext={sliceContext} data={{}}>
          {children}
        </SiteFooterSlice>
      ),
  );
}
