import type { Node } from "gatsby";
import { findBrokenLinks } from "../../../plugins/cms-data-layer/redirects/broken-links";
import { followRedirects } from "../../../plugins/cms-data-layer/redirects/follow-redirects";
import { siteRedirects } from "../../../plugins/cms-data-layer/redirects/site-redirects";
import { renderRichText } from "../../../plugins/cms-data-layer/rich-text/render-rich-text";

/** The build's side of the CMS's redirects (docs/redirects.md): which it serves, links that follow them, links to nowhere. */
const REDIRECTS = new Map([
  ["/blog/paid-social-on-a-small-budget/", "/blog/paid-social-for-small-budgets/"],
  ["/about/team/", "/about-us/team/"],
  ["/spring/", "/services/?utm_campaign=spring"],
]);

const html = (markdown: string) =>
  renderRichText(markdown, { cmsOrigin: "https://cms.example.com", siteOrigins: ["https://www.example.com"], localizeImage: () => "" });

describe("rich-text links follow redirects", () => {
  const cases: Array<[string, string]> = [
    ["[post](/blog/paid-social-on-a-small-budget)", '<p><a href="/blog/paid-social-for-small-budgets/">post</a></p>'],
    ["[team](https://www.example.com/about/team/#people)", '<p><a href="/about-us/team/#people">team</a></p>'],
    ["[team](/about/team/?a=1&b=2)", '<p><a href="/about-us/team/?a=1&amp;b=2">team</a></p>'],
    ["[spring](/spring/#offer)", '<p><a href="/services/?utm_campaign=spring">spring</a></p>'],
    ["[about](/about/)", '<p><a href="/about/">about</a></p>'],
    [
      "[elsewhere](https://example.org/about/team/)",
      '<p><a href="https://example.org/about/team/" rel="noopener noreferrer" target="_blank">elsewhere</a></p>',
    ],
  ];
  test.each(cases)("%s", (markdown, expected) => {
    expect(followRedirects(html(markdown), REDIRECTS)).toBe(expected);
  });

  test("a target with characters special in an attribute is written escaped", () => {
    const target = new Map([["/offer/", '/services/?a=1&b="2"<x>']]);
    expect(followRedirects('<a href="/offer/">offer</a>', target)).toBe('<a href="/services/?a=1&amp;b=&quot;2&quot;&lt;x&gt;">offer</a>');
  });
});

describe("which redirects the site serves", () => {
  test("not away from a page it has, not to a site path it lacks, not twice from one path; addresses elsewhere are kept", () => {
    const pages = new Set(["/", "/about/", "/contact/"]);
    expect(
      siteRedirects(
        [
          { from: "/old-about/", to: "/about/" },
          { from: "/contact/", to: "/about/" },
          { from: "/gone/", to: "/blog/unpublished/" },
          { from: "/old-about/", to: "/contact/" },
          { from: "/partners/", to: "https://partners.example.com/" },
        ],
        pages,
      ),
    ).toEqual({
      kept: [
        { from: "/old-about/", to: "/about/" },
        { from: "/partners/", to: "https://partners.example.com/" },
      ],
      problems: [
        "redirect /contact/ → /about/ is left out: a page of the site is at /contact/",
        "redirect /gone/ → /blog/unpublished/ is left out: the site has no page at /blog/unpublished/",
        "redirect /old-about/ → /contact/ is left out: /old-about/ is redirected twice",
      ],
    });
  });
});

describe("broken rich-text links are named with the entry that holds them", () => {
  const node = (id: string, type: string, fields: Record<string, unknown> = {}, children: string[] = []): Node =>
    ({ id, children, parent: null, internal: { type, owner: "test", contentDigest: id }, ...fields }) as unknown as Node;
  const markdown = (id: string, parent: string, child: string) =>
    ({ ...node(id, "STRAPI_BODY_TextNode", { parent }, [child]), internal: { type: "STRAPI_BODY_TextNode", mediaType: "text/markdown" } }) as unknown as Node;
  const richText = (id: string, parent: string, body: string) => node(id, "RichText", { parent, html: html(body) });
  const nodes = [
    node("page-1", "STRAPI_PAGE", { title: "Paid social", publishedAt: "2026-01-01", content___NODE: ["block-1"] }),
    node("block-1", "STRAPI__COMPONENT_BLOCKS_ACCORDION", { items___NODE: ["block-2"] }),
    node("block-2", "STRAPI__COMPONENT_BLOCKS_ACCORDION_ITEM", { body: { data___NODE: "md-1" } }),
    markdown("md-1", "block-2", "rt-1"),
    richText(
      "rt-1",
      "md-1",
      "Read [the old post](/blog/paid-social-on-a-small-budget/), [our team](/about/team), [nothing](/never-existed/) and [the brochure](/brochure.pdf).",
    ),
    node("post-1", "STRAPI_BLOG_POST", { title: "Local SEO", publishedAt: "2026-01-02", body: { data___NODE: "md-2" } }),
    markdown("md-2", "post-1", "rt-2"),
    richText("rt-2", "md-2", "See [contact](/contact/) and [the old offer](/offer-2019/#terms)."),
    // A draft copy (a relation's target) is not rendered: its links are not the site's.
    node("page-2", "STRAPI_PAGE", { title: "Draft", publishedAt: null }),
    markdown("md-3", "page-2", "rt-3"),
    richText("rt-3", "md-3", "[draft link](/nowhere/)"),
  ];
  const byId = new Map(nodes.map((n) => [n.id, n]));

  test("a link to a page or a redirected path is fine; any other site path is broken; files are not routes", () => {
    const broken = findBrokenLinks(
      (type) => nodes.filter((n) => n.internal.type === type),
      (id) => byId.get(id),
      new Set(["/", "/contact/", "/about/team/"]),
      new Set(["/blog/paid-social-on-a-small-budget/"]),
    );
    expect(broken).toEqual([
      { entry: 'page "Paid social"', link: "/never-existed/" },
      { entry: 'blog post "Local SEO"', link: "/offer-2019/" },
    ]);
  });
});
