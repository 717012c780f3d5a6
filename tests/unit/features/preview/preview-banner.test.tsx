import * as React from "react";
import { screen, render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Layout } from "../../../../src/app/layout/layout";
import { installMatchMedia } from "../support/media";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

const saved = process.env.GATSBY_SITE_CONTENT_STATUS;

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installMatchMedia({ width: 1440 });
  (useStaticQuery as jest.Mock).mockReturnValue({
    main: { items: [] },
    footer: { items: [] },
    secondary: { items: [] },
    site: { buildTime: "2026" },
    strapiConfiguration: { structured_data_name: "Lumen & Lark" },
  });
});

afterEach(() => {
  if (saved === undefined) delete process.env.GATSBY_SITE_CONTENT_STATUS;
  else process.env.GATSBY_SITE_CONTENT_STATUS = saved;
});

it("a draft build (GATSBY_SITE_CONTENT_STATUS=draft) shows the preview banner as a labelled note in the layout", () => {
  process.env.GATSBY_SITE_CONTENT_STATUS = "draft";
  render(<Layout pathname="/blog/x/">page</Layout>);
  const note = screen.getByRole("note", { name: "Preview" });
  expect(note).toHaveTextContent("Preview — draft content, not live.");
  const tabLink = screen.getByRole("link", { name: "Open in a new tab" });
  expect(tabLink).toHaveAttribute("href", "/blog/x/");
  expect(tabLink).toHaveAttribute("target", "_blank");
  expect(tabLink).toHaveAttribute("rel", "noopener");
});

it.each([["published"], [undefined]])("GATSBY_SITE_CONTENT_STATUS=%s: no banner", (status) => {
  if (status === undefined) delete process.env.GATSBY_SITE_CONTENT_STATUS;
  else process.env.GATSBY_SITE_CONTENT_STATUS = status;
  render(<Layout pathname="/">page</Layout>);
  expect(screen.queryByRole("note")).toBeNull();
  expect(screen.queryByText(/draft content, not live/)).toBeNull();
});
