import { metaTags } from "../../../../src/features/seo/meta-tags";
import { robotsTxt } from "../../../../plugins/cms-data-layer/seo/write-robots";

const base = { siteUrl: "https://site.example", siteName: "Lumen & Lark" };

describe("metaTags fallbacks", () => {
  it("uses the CMS SEO fields when set", () => {
    expect(
      metaTags({ ...base, path: "/about/", title: "About", metaTitle: "About the studio", metaDescription: "Who we are.", images: ["/static/a/share.png"] }),
    ).toEqual({
      title: "About the studio",
      description: "Who we are.",
      canonical: "https://site.example/about/",
      image: "https://site.example/static/a/share.png",
      type: "website",
      publishedTime: undefined,
    });
  });

  it("falls back to 'title | site name', the excerpt/config description, and the next image", () => {
    const meta = metaTags({
      ...base,
      path: "/blog/a/",
      title: "A post",
      metaTitle: "",
      fallbackDescriptions: ["The excerpt.", "The site."],
      images: [null, "/static/c/cover.jpg", "/static/d/og.png"],
      article: { publishedTime: "2026-03-01" },
    });
    expect(meta).toMatchObject({
      title: "A post | Lumen & Lark",
      description: "The excerpt.",
      image: "https://site.example/static/c/cover.jpg",
      type: "article",
      publishedTime: "2026-03-01",
    });
  });

  it("falls back to the site description, then the title; no image when none is set", () => {
    expect(metaTags({ ...base, path: "/x/", title: "X", fallbackDescriptions: [null, "The site."] }).description).toBe("The site.");
    const meta = metaTags({ siteUrl: "https://site.example", path: "/x/", title: "X", images: [undefined, null] });
    expect(meta.description).toBe("X");
    expect(meta.image).toBeUndefined();
    expect(meta.title).toBe("X");
  });
});

describe("robots.txt", () => {
  it("points at the sitemap, or disallows everything when not for indexing", () => {
    expect(robotsTxt("https://site.example", false)).toBe("User-agent: *\nAllow: /\n\nSitemap: https://site.example/sitemap-index.xml\n");
    expect(robotsTxt("https://site.example", true)).toBe("User-agent: *\nDisallow: /\n");
  });
});
