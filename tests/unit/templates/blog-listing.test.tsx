import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import BlogListingTemplate, { Head as BlogListingHead } from "../../../src/templates/blog-listing";

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby.js"));

type Kind = "category" | "tag" | "author";
type Context = { kind: Kind; currentPage: number; pageCount: number; locale?: string };

const version = (kind: string) => ({ kind, id: "x", locale: "en", version: "v1" });
const post = (title: string, slug: string) => ({
  title,
  slug,
  excerpt: null,
  published_on: "2026-03-01",
  readingMinutes: 2,
  contentVersion: version("blog-post"),
  cover: null,
  category: { name: "Strategy", contentVersion: version("category") },
});

const empty = { category: null, tag: null, author: null, posts: [] };
const search = { contentVersion: version("category"), name: "Search", slug: "search", description: "Getting found on search engines and maps." };
const smallBusiness = { contentVersion: version("tag"), name: "Small business", slug: "small-business", description: null };
const priya = {
  contentVersion: version("author"),
  name: "Priya Raman",
  slug: "priya-raman",
  role: "Managing Director",
  bio: "Priya founded the agency.",
  portrait: null,
};

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://site.example" } },
    strapiConfiguration: { structured_data_name: "Lumen & Lark" },
  });
});

const page = (data: object, context: Context) =>
  ({ data: { ...empty, ...data }, pageContext: context }) as unknown as PageProps<Queries.BlogListingTemplateQuery, Context>;
const head = (data: object, context: Context) =>
  ({ location: { pathname: "/" }, params: {}, serverData: {}, data: { ...empty, ...data }, pageContext: context }) as unknown as HeadProps<
    Queries.BlogListingTemplateQuery,
    Context
  >;

const headOf = (container: HTMLElement) => ({
  title: container.querySelector("title")?.textContent,
  description: container.querySelector('meta[name="description"]')?.getAttribute("content"),
  canonical: container.querySelector('link[rel="canonical"]')?.getAttribute("href"),
});

describe("a category's, tag's or author's listing: heading and Head", () => {
  it("a category: its name as the h1 and title, its description under it and as the meta description", () => {
    render(
      <BlogListingTemplate {...page({ category: search, posts: [post("Local SEO", "local-seo")] }, { kind: "category", currentPage: 1, pageCount: 1 })} />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Search$/);
    expect(screen.getByText("Getting found on search engines and maps.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Local SEO" })).toHaveAttribute("href", "/blog/local-seo/");
    const { container } = render(<BlogListingHead {...head({ category: search }, { kind: "category", currentPage: 1, pageCount: 1 })} />);
    expect(headOf(container)).toEqual({
      title: "Search | Lumen & Lark",
      description: "Getting found on search engines and maps.",
      canonical: "https://site.example/blog/category/search/",
    });
  });

  it("a tag's page 2: 'Posts tagged Small business (page 2)', a sentence as description, pagination with 2 current", () => {
    render(<BlogListingTemplate {...page({ tag: smallBusiness, posts: [post("Older", "older")] }, { kind: "tag", currentPage: 2, pageCount: 2 })} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Posts tagged Small business$/);
    const nav = screen.getByRole("navigation", { name: "Blog pages" });
    expect(within(nav).getByText("2")).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/blog/tag/small-business/");
    const { container } = render(<BlogListingHead {...head({ tag: smallBusiness }, { kind: "tag", currentPage: 2, pageCount: 2 })} />);
    expect(headOf(container)).toEqual({
      title: "Posts tagged Small business (page 2) | Lumen & Lark",
      description: "Every post tagged Small business.",
      canonical: "https://site.example/blog/tag/small-business/page/2/",
    });
  });

  it("an author: name as the h1, role and bio, 'Posts by …' over their posts; titled by name and role, the bio as description", () => {
    render(
      <BlogListingTemplate
        {...page({ author: priya, posts: [post("How to brief an agency", "how-to-brief-an-agency")] }, { kind: "author", currentPage: 1, pageCount: 1 })}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Priya Raman$/);
    expect(screen.getByText("Managing Director")).toBeInTheDocument();
    expect(screen.getByText("Priya founded the agency.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(/^Posts by Priya Raman$/);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(/^How to brief an agency$/);
    const { container } = render(<BlogListingHead {...head({ author: priya }, { kind: "author", currentPage: 1, pageCount: 1 })} />);
    expect(headOf(container)).toEqual({
      title: "Priya Raman, Managing Director | Lumen & Lark",
      description: "Priya founded the agency.",
      canonical: "https://site.example/blog/author/priya-raman/",
    });
  });

  it("a listing without posts says so, and has no pagination", () => {
    render(<BlogListingTemplate {...page({ tag: smallBusiness }, { kind: "tag", currentPage: 1, pageCount: 1 })} />);
    expect(screen.getByText("No posts yet.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
