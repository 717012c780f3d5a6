import * as React from "react";
import { screen, within, render } from "@testing-library/react";
import { CtaBand } from "../../../../src/features/blocks/cta-band";
import { PostArticle, type PostArticleData } from "../../../../src/features/blog/post-article";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

const related = [
  {
    title: "Local SEO for service businesses",
    slug: "local-seo-for-service-businesses",
    published_on: "2026-01-27",
    publishedOnText: "27 January 2026",
    readingMinutes: 2,
    excerpt: "The checklist.",
  },
  {
    title: "Paid social on a small budget",
    slug: "paid-social-on-a-small-budget",
    published_on: "2025-12-09",
    publishedOnText: "9 December 2025",
    readingMinutes: 1,
  },
];

const post = (overrides: Partial<PostArticleData> = {}): PostArticleData => ({
  title: "When is it time to refresh your brand?",
  published_on: "2026-02-17",
  publishedOnText: "17 February 2026",
  readingMinutes: 3,
  author: { name: "Hannah Lindqvist", slug: "hannah-lindqvist", role: "Content Lead", portrait: null },
  category: { name: "Brand", slug: "brand" },
  tags: [
    { name: "Branding", slug: "branding" },
    { name: "Small business", slug: "small-business" },
  ],
  bodyHtml: "<p>Brands rarely break overnight.</p>",
  related,
  ...overrides,
});

describe("the post template's pieces", () => {
  it("leads back to the blog index: 'All posts' → /blog/", () => {
    render(<PostArticle post={post()} />);
    expect(screen.getByRole("link", { name: "All posts" })).toHaveAttribute("href", "/blog/");
  });

  it("draws its arrow instead of typing one: '←' is in no web font's subset, so it took each machine's system font", () => {
    render(<PostArticle post={post()} />);
    const back = screen.getByRole("link", { name: "All posts" });
    expect(back).toHaveTextContent(/^All posts$/);
    expect(back.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it("ends with the consultation band the configuration sets: a region named by its heading, linking to /#free-consultation", () => {
    const { container } = render(
      <PostArticle
        post={post()}
        ending={<CtaBand heading="Want help putting this into practice?" text="One hour with a strategist." label="Book your free 1 hour consultation" />}
      />,
    );
    const cta = screen.getByRole("region", { name: "Want help putting this into practice?" });
    expect(within(cta).getByRole("link", { name: "Book your free 1 hour consultation" })).toHaveAttribute("href", "/#free-consultation");
    // At the end: nothing of the article's own comes after it.
    expect(container.querySelector(":scope > article")?.lastElementChild).toContainElement(cta);
  });

  it("without a call to action in the configuration, the post ends with what to read next", () => {
    render(<PostArticle post={post()} />);
    expect(screen.queryByRole("link", { name: "Book your free 1 hour consultation" })).toBeNull();
    expect(screen.getByRole("region", { name: "Read next" })).toBeInTheDocument();
  });

  it("shows the title as the one h1, then the date and the reading time", () => {
    render(<PostArticle post={post()} />);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["When is it time to refresh your brand?"]);
    expect(screen.getByText("17 February 2026")).toHaveAttribute("datetime", "2026-02-17");
    expect(screen.getByText("3 min read")).toBeInTheDocument();
  });

  it("shows the author's name, linking to their page, and role; their initials without a portrait", () => {
    render(<PostArticle post={post()} />);
    expect(screen.getByText("Written by", { exact: false }).closest("p")).toHaveTextContent("HLWritten by Hannah LindqvistContent Lead");
    expect(screen.getByRole("link", { name: "Hannah Lindqvist" })).toHaveAttribute("href", "/blog/author/hannah-lindqvist/");
    expect(screen.getByText("HL")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the author's portrait instead of the initials when they have one", () => {
    const portrait = { alternativeText: "Hannah", mime: "image/svg+xml", name: "hannah.svg", localFile: { publicURL: "/static/hannah.svg" } };
    const { container } = render(
      <PostArticle post={post({ author: { name: "Hannah Lindqvist", slug: "hannah-lindqvist", role: "Content Lead", portrait } })} />,
    );
    expect(screen.queryByText("HL")).toBeNull();
    expect(container.querySelector('header img[src="/static/hannah.svg"]')).toHaveAttribute("alt", "");
  });

  it("shows the name alone when there is no role", () => {
    render(<PostArticle post={post({ author: { name: "Hannah Lindqvist", slug: "hannah-lindqvist", role: null } })} />);
    expect(screen.getByText("Written by", { exact: false }).closest("p")).toHaveTextContent(/^HLWritten by Hannah Lindqvist$/);
  });

  it.each([
    ["no author", null],
    ["a blank author", { name: "   ", slug: "blank", role: "Content Lead" }],
  ])("shows no author line for %s", (_case, author) => {
    render(<PostArticle post={post({ author })} />);
    expect(screen.queryByText("Written by", { exact: false })).toBeNull();
    expect(screen.queryByText("Content Lead")).toBeNull();
  });

  it("links its category and each of its tags to their listings", () => {
    render(<PostArticle post={post()} />);
    expect(screen.getByRole("link", { name: "Brand" })).toHaveAttribute("href", "/blog/category/brand/");
    expect(screen.getByRole("link", { name: "Branding" })).toHaveAttribute("href", "/blog/tag/branding/");
    expect(screen.getByRole("link", { name: "Small business" })).toHaveAttribute("href", "/blog/tag/small-business/");
    expect(screen.getByText("Category").tagName).toBe("DT");
    expect(screen.getByText("Tags").tagName).toBe("DT");
  });

  it("shows no category or tags line when it has neither", () => {
    render(<PostArticle post={post({ category: null, tags: [] })} />);
    expect(screen.queryByText("Category")).toBeNull();
    expect(screen.queryByText("Tags")).toBeNull();
  });

  it("links the previous (newer) and next (older) post in a navigation named 'More posts'", () => {
    render(
      <PostArticle
        post={post({
          previous: { title: "Local SEO for service businesses", slug: "local-seo-for-service-businesses" },
          next: { title: "Paid social on a small budget", slug: "paid-social-on-a-small-budget" },
        })}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "More posts" });
    expect(within(nav).getByText("Previous post").closest("p")).toHaveTextContent("Previous postLocal SEO for service businesses");
    expect(within(nav).getByRole("link", { name: "Local SEO for service businesses" })).toHaveAttribute("href", "/blog/local-seo-for-service-businesses/");
    expect(within(nav).getByRole("link", { name: "Paid social on a small budget" })).toHaveAttribute("href", "/blog/paid-social-on-a-small-budget/");
    expect(within(nav).getByRole("link", { name: "Paid social on a small budget" })).toHaveAttribute("rel", "next");
  });

  it("the newest post has only a next post; with neither, no navigation", () => {
    const { unmount } = render(<PostArticle post={post({ previous: null, next: { title: "Older", slug: "older" } })} />);
    expect(screen.queryByText("Previous post")).toBeNull();
    expect(screen.getByRole("link", { name: "Older" })).toHaveAttribute("href", "/blog/older/");
    unmount();
    render(<PostArticle post={post()} />);
    expect(screen.queryByRole("navigation", { name: "More posts" })).toBeNull();
  });

  it("offers the related posts under 'Read next', each title a link to its post", () => {
    render(<PostArticle post={post()} />);
    const section = screen.getByRole("region", { name: "Read next" });
    const titles = within(section).getAllByRole("heading", { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(["Local SEO for service businesses", "Paid social on a small budget"]);
    expect(
      within(section)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/blog/local-seo-for-service-businesses/", "/blog/paid-social-on-a-small-budget/"]);
  });

  it("has no 'Read next' section when there is nothing else to read", () => {
    render(<PostArticle post={post({ related: [] })} />);
    expect(screen.queryByRole("region", { name: "Read next" })).toBeNull();
  });
});
