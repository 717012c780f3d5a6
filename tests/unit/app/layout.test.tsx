import * as React from "react";
import { screen, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { Layout } from "../../../src/app/layout/layout";
import { renderSlicesInline } from "../support/inline-slices";
import { installMatchMedia } from "../features/support/media";
import { navigation } from "../features/header/header-fixtures";

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby.js"));

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
    configurations: {
      nodes: [
        { locale: "fr", structured_data_name: "Lumen & Lark (fr)", telephone: "+33 1 00 00 00 00" },
        {
          locale: "en",
          structured_data_name: "Lumen & Lark",
          telephone: "+44 20 7946 0000",
          structured_data_logo: { localFile: { publicURL: "/media/logo.png" } },
        },
      ],
    },
  });
});

it("renders header, main and footer around the page", () => {
  installMatchMedia({ width: 1440 });
  render(<Layout pathname="/">page</Layout>);
  expect(screen.getByRole("banner")).toBeInTheDocument();
  expect(screen.getByRole("main")).toHaveTextContent("page");
  expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  expect(screen.getByRole("navigation", { name: "Footer" })).toHaveTextContent("Contact");
});

it("puts the Organization JSON-LD after the footer, from the default language's configuration", () => {
  installMatchMedia({ width: 1440 });
  render(<Layout pathname="/">page</Layout>);
  const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.innerHTML) as unknown);
  expect(scripts).toEqual([
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Lumen & Lark",
      url: "https://www.lumenandlark.example/",
      logo: "https://www.lumenandlark.example/media/logo.png",
      contactPoint: [{ "@type": "ContactPoint", contactType: "sales", telephone: "+44 20 7946 0000" }],
    },
  ]);
});

it("marks a page below its menu section (the page context's menuSection) as the section's header does", () => {
  installMatchMedia({ width: 1440 });
  const { unmount } = render(
    <Layout pathname="/work/a-listing/page/2/" menuSection="/work/">
      page
    </Layout>,
  );
  expect(document.querySelector('header a[href="/work/"]')).toHaveAttribute("aria-current", "true");
  unmount();
  render(<Layout pathname="/work/">page</Layout>);
  expect(document.querySelector('header a[href="/work/"]')).toHaveAttribute("aria-current", "page");
});

it("makes the page behind the open mobile menu inert", async () => {
  installMatchMedia({ width: 390 });
  const user = userEvent.setup();
  render(<Layout pathname="/">page</Layout>);
  const main = screen.getByRole("main");
  await user.click(screen.getByRole("button", { name: "Open navigation menu" }));
  expect(main).toHaveAttribute("inert");
  expect(document.querySelector("footer")!.parentElement).toHaveAttribute("inert");
  await user.click(screen.getByRole("button", { name: "Close navigation menu" }));
  expect(main).not.toHaveAttribute("inert");
});
