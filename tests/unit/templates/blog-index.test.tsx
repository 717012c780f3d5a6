import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import BlogIndexTemplate, { Head as BlogIndexHead } from "../../../src/templates/blog-index";

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby.js"));

type Context = { currentPage: number; pageCount: number };
type Post = Queries.BlogIndexTemplateQuery["posts"][number];

// The data layer writes the date's words (publishedOnText, tests/unit/build/blog-post-resolvers.test.ts).
const DATE_TEXT: Record<string, string> = {
  "2026-01-01": "1 January 2026",
  "2025-03-09": "9 March 2025",
  "2024-11-30": "30 November 2024",
  "2026-11-01": "1 November 2026",
};

const post = (title: string, slug: string, published_on: string | null): Post => ({
  title,
  slug,
  excerpt: null,
  published_on,
  publishedOnText: published_on ? DATE_TEXT[published_on]! : null,
  readingMinutes: 2,
  contentVersion: { kind: "blog-post", id: slug, locale: "en", version: "v1" },
  cover: null,
  category: null,
});

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://site.example" } },
    strapiConfiguration: { structured_data_name: "Lumen & Lark" },
  });
});

function headProps(currentPage: number, pageCount: number): HeadProps<Queries.BlogIndexTemplateQuery, Context> {
  return {
    location: { pathname: "/blog/" },
    params: {},
    serverData: {},
    data: { posts: [] },
    pageContext: { currentPage, pageCount },
  };
}

// The template reads only data and pageContext.
function pageProps(posts: Post[], currentPage: number, pageCount: number) {
  const data: Queries.BlogIndexTemplateQuery = { posts };
  return { data, pageContext: { currentPage, pageCount } } as unknown as PageProps<Queries.BlogIndexTemplateQuery, Context>;
}

describe("blog index Head: titles per page", () => {
  it("page 1 is plain 'Blog', canonical /blog/", () => {
    const { container } = render(<BlogIndexHead {...headProps(1, 3)} />);
    expect(container.querySelector("title")).toHaveTextContent(/^Blog \| Lumen & Lark$/);
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "https://site.example/blog/");
  });

  it.each([
    [2, "Blog (page 2) | Lumen & Lark", "https://site.example/blog/page/2/"],
    [3, "Blog (page 3) | Lumen & Lark", "https://site.example/blog/page/3/"],
  ])("page %i is titled %j, canonical %s", (page, title, canonical) => {
    const { container } = render(<BlogIndexHead {...headProps(page, 3)} />);
    expect(container.querySelector("title")?.textContent).toBe(title);
    expect(container.querySelector('meta[property="og:title"]')).toHaveAttribute("content", title);
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", canonical);
  });
});

describe("blog index page: dates and heading", () => {
  it("shows each post's date in the data layer's words with the ISO date as its datetime; no date, no element", () => {
    render(
      <BlogIndexTemplate
        {...pageProps([post("New year", "new-year", "2026-01-01"), post("Spring notes", "spring-notes", "2025-03-09"), post("Undated", "undated", null)], 1, 1)}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Blog$/);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("time")?.textContent ?? null)).toEqual(["1 January 2026", "9 March 2025", null]);
    expect(items.map((item) => item.querySelector("time")?.getAttribute("datetime") ?? null)).toEqual(["2026-01-01", "2025-03-09", null]);
    expect(within(items[0]!).getByRole("link", { name: "New year" })).toHaveAttribute("href", "/blog/new-year/");
  });

  it("page 2 keeps the heading 'Blog' and marks page 2 as current in the pagination", () => {
    render(<BlogIndexTemplate {...pageProps([post("Older", "older", "2024-11-30")], 2, 2)} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Blog$/);
    expect(screen.getByText("30 November 2024")).toBeInTheDocument();
    const pages = screen.getByRole("navigation", { name: "Blog pages" });
    expect(within(pages).getByText("2")).toHaveAttribute("aria-current", "page");
    expect(within(pages).queryByRole("link", { name: "Page 2" })).toBeNull();
    expect(within(pages).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/blog/");
    expect(within(pages).getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/blog/");
  });

  it("shows each post's category on its card", () => {
    render(
      <BlogIndexTemplate
        {...pageProps(
          [
            {
              ...post("New year", "new-year", "2026-01-01"),
              category: { name: "Strategy", contentVersion: { kind: "category", id: "c", locale: "en", version: "v" } },
            },
          ],
          1,
          1,
        )}
      />,
    );
    expect(within(screen.getByRole("listitem")).getByText("Strategy")).toBeInTheDocument();
  });
});

describe("blog index: the RSS feed", () => {
  it("has a visible link to the feed beside the heading", () => {
    render(<BlogIndexTemplate {...pageProps([post("One", "one", "2026-11-01")], 1, 1)} />);
    const feed = screen.getByRole("link", { name: "Subscribe by RSS" });
    expect(feed).toHaveAttribute("href", "/rss.xml");
    expect(feed).toHaveAttribute("type", "application/rss+xml");
    expect(feed.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
