import * as React from "react";
import { screen, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { Layout } from "../../../src/app/layout/layout";
import { installMatchMedia } from "../features/support/media";
import { navigation } from "../features/header/header-fixtures";

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby.js"));

beforeEach(() => {
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
    site: { buildTime: "2026" },
    configurations: { nodes: [{ locale: "en", structured_data_name: "Lumen & Lark" }] },
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
