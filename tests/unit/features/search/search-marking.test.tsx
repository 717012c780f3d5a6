import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Layout } from "../../../../src/app/layout/layout";
import { renderSlicesInline } from "../../support/inline-slices";
import { installMatchMedia } from "../support/media";
import { navigation } from "../header/header-fixtures";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

beforeEach(() => {
  renderSlicesInline();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  (useStaticQuery as jest.Mock).mockReturnValue({
    navigations: {
      nodes: [
        { slug: "main-navigation", locale: "en", items: navigation },
        { slug: "footer-navigation", locale: "en", items: [{ title: "Contact", path: "/contact/", external: false, items: [] }] },
        { slug: "legal-navigation", locale: "en", items: [] },
      ],
    },
    homes: { nodes: [{ path: "/" }] },
    site: { buildTime: "2026", siteMetadata: { siteUrl: "https://www.lumenandlark.example" } },
    configurations: { nodes: [{ locale: "en", structured_data_name: "Lumen & Lark" }] },
  });
});

describe("what the site's search indexes (data-pagefind-*)", () => {
  it.each([
    ["page", "type:page"],
    ["post", "type:post"],
    ["case-study", "type:case-study"],
  ])("a page whose context says searchType %s has its main region indexed, typed %s", (searchType, meta) => {
    installMatchMedia({ width: 1440 });
    render(
      <Layout pathname="/blog/a-post/" searchType={searchType}>
        <h1>A post</h1>
      </Layout>,
    );
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("data-pagefind-body", "");
    const typed = main.querySelectorAll("[data-pagefind-meta]");
    expect([...typed].map((element) => element.getAttribute("data-pagefind-meta"))).toEqual([meta]);
    expect(typed[0]).not.toBeVisible();
    expect(typed[0]).toHaveTextContent("");
    // Header and footer stay outside the indexed region.
    expect(document.querySelectorAll("[data-pagefind-body]")).toHaveLength(1);
    expect(screen.getByRole("banner").closest("[data-pagefind-body]")).toBeNull();
    expect(screen.getByRole("contentinfo").closest("[data-pagefind-body]")).toBeNull();
  });

  it.each([[undefined], ["search"], [42]])("a page without a known searchType (%p) is not indexed", (searchType) => {
    installMatchMedia({ width: 1440 });
    render(
      <Layout pathname="/search/" searchType={searchType}>
        Search
      </Layout>,
    );
    expect(document.querySelector("[data-pagefind-body]")).toBeNull();
    expect(document.querySelector("[data-pagefind-meta]")).toBeNull();
  });

  it("puts the search control in the header, at the desktop width and below it", () => {
    installMatchMedia({ width: 1440 });
    const { unmount } = render(<Layout pathname="/">page</Layout>);
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Search" })).toHaveAttribute("href", "/search/");
    unmount();
    installMatchMedia({ width: 390 });
    render(<Layout pathname="/">page</Layout>);
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Search" })).toHaveAttribute("href", "/search/");
  });
});
