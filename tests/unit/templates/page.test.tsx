import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import PageTemplate, { Head as PageHead } from "../../../src/templates/page";

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby.js"));

type Page = NonNullable<Queries.PageTemplateQuery["strapiPage"]>;
type Block = NonNullable<Page["content"]>[number];

const hero = (heading: string | null): Block => ({
  __typename: "STRAPI__COMPONENT_BLOCKS_HERO",
  heading,
  subheading: "Strategy, brand and digital.",
  image: null,
  primary_cta: null,
  secondary_cta: null,
});
const richText = (html: string): Block => ({ __typename: "STRAPI__COMPONENT_BLOCKS_RICH_TEXT", body: { html } });

function page(title: string, path: string, content: Block[], breadcrumbs: Page["breadcrumbs"] = []): Page {
  return { title, path, summary: null, breadcrumbs, contentVersion: { kind: "page", id: "p1", locale: "en", version: "v1" }, seo: null, content };
}

const renderPage = (data: Page) =>
  render(<PageTemplate {...({ data: { strapiPage: data, previous: [], next: [] } } as unknown as PageProps<Queries.PageTemplateQuery>)} />);

const SEO_TRAIL = [
  { title: "Home", path: "/" },
  { title: "Services", path: "/services/" },
  { title: "Digital marketing", path: "/services/digital/" },
  { title: "Search engine optimisation", path: "/services/digital/seo/" },
];

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: { siteUrl: "https://www.lumenandlark.example" } }, strapiConfiguration: null });
});

describe("page headings", () => {
  it("a hero page's visible headline is its one h1; no hidden h1, no h2 for the headline", () => {
    const { container } = renderPage(page("Home", "/", [hero("Marketing that makes a difference")]));
    const headings = container.querySelectorAll("h1");
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent("Marketing that makes a difference");
    expect(screen.queryByRole("heading", { level: 2, name: "Marketing that makes a difference" })).toBeNull();
    expect(screen.queryByText("Home")).toBeNull();
  });

  it("a hero without a heading shows the page title as its h1", () => {
    const { container } = renderPage(page("About us", "/about/", [hero(null)]));
    expect([...container.querySelectorAll("h1")].map((h1) => h1.textContent)).toEqual(["About us"]);
  });

  it("a later hero's headline stays an h2 under the title's h1", () => {
    const { container } = renderPage(page("Contact", "/contact/", [richText("<p>Hello.</p>"), hero("Talk to us")]));
    expect([...container.querySelectorAll("h1")].map((h1) => h1.textContent)).toEqual(["Contact"]);
    expect(screen.getByRole("heading", { level: 2, name: "Talk to us" })).toBeInTheDocument();
  });

  it("/cookie-policy/ does not repeat its heading: an opening rich-text heading equal to the title is dropped", () => {
    const { container } = renderPage(
      page("Cookie policy", "/cookie-policy/", [
        richText("<h2>Cookie policy</h2>\n<p><em>Last updated: 6 January 2026</em></p>"),
        richText("<h2>Cookie policy</h2>"),
      ]),
    );
    expect([...container.querySelectorAll("h1")].map((h1) => h1.textContent)).toEqual(["Cookie policy"]);
    // Only the opening block loses it; the same words later on are the editor's choice.
    expect(screen.getAllByRole("heading", { name: "Cookie policy" }).map((heading) => heading.tagName)).toEqual(["H1", "H2"]);
    expect(screen.getByText("Last updated: 6 January 2026")).toBeInTheDocument();
  });

  it("an opening rich-text heading that says something else stays", () => {
    renderPage(page("Privacy policy", "/privacy-policy/", [richText("<h2>Who we are</h2><p>Text.</p>")]));
    expect(screen.getByRole("heading", { level: 2, name: "Who we are" })).toBeInTheDocument();
  });
});

describe("breadcrumbs", () => {
  it("a third-level page shows Home › Services › Digital marketing › Search engine optimisation, the last as the current page", () => {
    renderPage(page("Search engine optimisation", "/services/digital/seo/", [], SEO_TRAIL));
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const list = within(nav).getByRole("list");
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Home", "Services", "Digital marketing", "Search engine optimisation"]);
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Home", "/"],
      ["Services", "/services/"],
      ["Digital marketing", "/services/digital/"],
    ]);
    const current = within(items[3]!).getByText("Search engine optimisation");
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current.tagName).not.toBe("A");
  });

  it("a top-level page and the home page have none", () => {
    renderPage(page("About us", "/about/", []));
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();
  });

  it("the head has BreadcrumbList JSON-LD after the WebPage (the Organization is the footer slice's)", () => {
    const props = {
      data: { strapiPage: page("Search engine optimisation", "/services/digital/seo/", [], SEO_TRAIL), previous: [], next: [] },
    } as unknown as HeadProps<Queries.PageTemplateQuery>;
    const { container } = render(<PageHead {...props} />);
    const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.innerHTML) as { "@type": string });
    expect(scripts.map((script) => script["@type"])).toEqual(["WebPage", "BreadcrumbList"]);
    expect(scripts[1]).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.lumenandlark.example/" },
        { "@type": "ListItem", position: 2, name: "Services", item: "https://www.lumenandlark.example/services/" },
        { "@type": "ListItem", position: 3, name: "Digital marketing", item: "https://www.lumenandlark.example/services/digital/" },
        { "@type": "ListItem", position: 4, name: "Search engine optimisation", item: "https://www.lumenandlark.example/services/digital/seo/" },
      ],
    });
  });

  it("a page without a trail has only the WebPage JSON-LD in its head", () => {
    const props = { data: { strapiPage: page("About us", "/about/", []) } } as unknown as HeadProps<Queries.PageTemplateQuery>;
    const { container } = render(<PageHead {...props} />);
    const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.innerHTML) as { "@type": string });
    expect(scripts.map((script) => script["@type"])).toEqual(["WebPage"]);
  });
});
