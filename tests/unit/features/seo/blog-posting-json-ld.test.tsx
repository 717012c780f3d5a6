import * as React from "react";
import { render } from "@testing-library/react";
import { useStaticQuery, type HeadProps } from "gatsby";
import { Head as BlogPostHead } from "../../../../src/templates/blog-post";
import { blogPostingJsonLd } from "../../../../src/features/seo/blog-posting-json-ld";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://site.example" } },
    strapiConfiguration: { structured_data_name: "Lumen & Lark" },
  });
});

const version = (kind: string) => ({ kind, id: "x", locale: "fr", version: "v1" });

function headProps(author: unknown) {
  return {
    location: { pathname: "/fr/blog/quand-renouveler-votre-marque/" },
    params: {},
    pageContext: { locale: "fr", alternates: [] },
    serverData: {},
    data: {
      strapiBlogPost: {
        title: "Quand renouveler votre marque ?",
        slug: "quand-renouveler-votre-marque",
        excerpt: "Les signes qui ne trompent pas.",
        published_on: "2026-02-17",
        readingMinutes: 3,
        author,
        category: null,
        tags: [],
        contentVersion: version("blog-post"),
        cover: { alternativeText: null, name: "cover.jpg", mime: "image/jpeg", localFile: { publicURL: "/static/cover.jpg", childImageSharp: null } },
        body: null,
        seo: null,
      },
      related: [],
      previous: [],
      next: [],
    },
  } as unknown as HeadProps<Queries.BlogPostTemplateQuery>;
}

const blogPosting = (container: HTMLElement) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>)
    .find((data) => data["@type"] === "BlogPosting");

describe("a post's BlogPosting JSON-LD", () => {
  it("names its author as a Person: name, job title, their page's URL in the post's language, their portrait", () => {
    const author = {
      contentVersion: version("author"),
      name: "Hannah Lindqvist",
      slug: "hannah-lindqvist",
      role: "Responsable des contenus",
      portrait: { alternativeText: null, name: "hannah.jpg", mime: "image/jpeg", localFile: { publicURL: "/static/hannah.jpg", childImageSharp: null } },
    };
    const { container } = render(<BlogPostHead {...headProps(author)} />);
    expect(blogPosting(container)).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Quand renouveler votre marque ?",
      description: "Les signes qui ne trompent pas.",
      datePublished: "2026-02-17",
      image: "https://site.example/static/cover.jpg",
      inLanguage: "fr",
      url: "https://site.example/fr/blog/quand-renouveler-votre-marque/",
      mainEntityOfPage: "https://site.example/fr/blog/quand-renouveler-votre-marque/",
      author: {
        "@type": "Person",
        name: "Hannah Lindqvist",
        jobTitle: "Responsable des contenus",
        url: "https://site.example/fr/blog/author/hannah-lindqvist/",
        image: "https://site.example/static/hannah.jpg",
      },
    });
  });

  it("has no author when the post has none", () => {
    const { container } = render(<BlogPostHead {...headProps(null)} />);
    expect(blogPosting(container)).not.toHaveProperty("author");
    expect(blogPosting(container)).toHaveProperty("headline", "Quand renouveler votre marque ?");
  });

  it("leaves out what the author lacks: no role, no portrait", () => {
    const data = blogPostingJsonLd(
      { path: "/blog/x/", title: "X", inLanguage: "en", author: { name: "Priya Raman", path: "/blog/author/priya-raman/" } },
      "https://site.example",
    );
    expect(data.author).toEqual({ "@type": "Person", name: "Priya Raman", url: "https://site.example/blog/author/priya-raman/" });
  });
});
