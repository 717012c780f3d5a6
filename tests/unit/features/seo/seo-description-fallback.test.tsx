import * as React from "react";
import { render } from "@testing-library/react";
import { useStaticQuery, type HeadProps } from "gatsby";
import { Head as PageHead } from "../../../../src/templates/page";
import { Head as BlogPostHead } from "../../../../src/templates/blog-post";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

// The site-wide defaults (useStaticQuery), with a site description that must lose to the page's own summary.
const seoDefaults: Queries.SeoDefaultsQuery = {
  site: { siteMetadata: { siteUrl: "https://site.example" } },
  strapiConfiguration: {
    structured_data_name: "Lumen & Lark",
    structured_data_description: "A design studio.",
    meta_og_image: null,
  },
};

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(seoDefaults);
});

type Seo = { meta_title: string | null; meta_description: string | null };

function pageHeadProps(summary: string | null, seo: Seo | null): HeadProps<Queries.PageTemplateQuery> {
  return {
    location: { pathname: "/about/" },
    params: {},
    pageContext: {},
    serverData: {},
    data: {
      strapiPage: {
        title: "About",
        path: "/about/",
        summary,
        breadcrumbs: [],
        contentVersion: { kind: "page", id: "p1", locale: "en", version: "v1" },
        seo: seo && { ...seo, share_image: null },
        content: [],
      },
      previous: [],
      next: [],
    },
  };
}

function postHeadProps(excerpt: string | null, seo: Seo | null): HeadProps<Queries.BlogPostTemplateQuery> {
  return {
    location: { pathname: "/blog/first-light/" },
    params: {},
    pageContext: {},
    serverData: {},
    data: {
      strapiBlogPost: {
        title: "First light",
        slug: "first-light",
        excerpt,
        published_on: "2026-03-01",
        publishedOnText: "1 March 2026",
        readingMinutes: 1,
        author: null,
        category: null,
        tags: [],
        contentVersion: { kind: "blog-post", id: "b1", locale: "en", version: "v1" },
        cover: null,
        body: null,
        seo: seo && { ...seo, share_image: null },
      },
      related: [],
      previous: [],
      next: [],
    },
  };
}

/** The three description tags a crawler or a share preview reads. */
function descriptions(container: HTMLElement) {
  const content = (selector: string) => container.querySelector(selector)?.getAttribute("content");
  return {
    description: content('meta[name="description"]'),
    og: content('meta[property="og:description"]'),
    twitter: content('meta[name="twitter:description"]'),
  };
}

const everywhere = (text: string) => ({ description: text, og: text, twitter: text });

describe("page Head: description when the SEO meta_description is missing", () => {
  it("no SEO component at all: the page summary is the description", () => {
    const { container } = render(<PageHead {...pageHeadProps("Who we are and how we work.", null)} />);
    expect(descriptions(container)).toEqual(everywhere("Who we are and how we work."));
  });

  it("an SEO component with an empty or blank meta_description: still the page summary", () => {
    const empty = render(<PageHead {...pageHeadProps("Who we are and how we work.", { meta_title: null, meta_description: null })} />);
    expect(descriptions(empty.container)).toEqual(everywhere("Who we are and how we work."));
    empty.unmount();
    const blank = render(<PageHead {...pageHeadProps("Who we are and how we work.", { meta_title: null, meta_description: "   " })} />);
    expect(descriptions(blank.container)).toEqual(everywhere("Who we are and how we work."));
  });

  it("a meta_description that is set wins over the summary", () => {
    const { container } = render(<PageHead {...pageHeadProps("Who we are and how we work.", { meta_title: null, meta_description: "Meet the studio." })} />);
    expect(descriptions(container)).toEqual(everywhere("Meet the studio."));
  });

  it("no summary either: the site description from the configuration", () => {
    const { container } = render(<PageHead {...pageHeadProps(null, null)} />);
    expect(descriptions(container)).toEqual(everywhere("A design studio."));
  });
});

describe("blog post Head: description when the SEO meta_description is missing", () => {
  it("the post excerpt is the description", () => {
    const { container } = render(<BlogPostHead {...postHeadProps("Notes from our first week.", { meta_title: null, meta_description: "" })} />);
    expect(descriptions(container)).toEqual(everywhere("Notes from our first week."));
  });
});
