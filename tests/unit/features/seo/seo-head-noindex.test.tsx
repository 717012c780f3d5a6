import * as React from "react";
import { render } from "@testing-library/react";
import { useStaticQuery, type HeadProps } from "gatsby";
import { Head as NotFoundHead } from "../../../../src/pages/404";
import { exposeToBrowser, readBuildEnv } from "../../../../plugins/cms-data-layer/env";
import { SeoHead } from "../../../../src/features/seo/seo-head";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

const seoDefaults = {
  site: { siteMetadata: { siteUrl: "https://site.example" } },
  strapiConfiguration: { structured_data_name: "Lumen & Lark" },
};

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(seoDefaults);
});

const robots = (container: HTMLElement) => container.querySelectorAll('meta[name="robots"]');
const attribute = (container: HTMLElement, selector: string, name: string) => container.querySelector(selector)?.getAttribute(name);

const notFoundProps: HeadProps = { location: { pathname: "/missing/" }, params: {}, data: {}, pageContext: {}, serverData: {} };

describe("SEO head: robots noindex", () => {
  it("the 404 page carries noindex and no canonical or og:url", () => {
    const { container } = render(<NotFoundHead {...notFoundProps} />);
    expect(robots(container)).toHaveLength(1);
    expect(attribute(container, 'meta[name="robots"]', "content")).toBe("noindex");
    expect(container.querySelector('link[rel="canonical"]')).toBeNull();
    expect(container.querySelector('meta[property="og:url"]')).toBeNull();
    expect(container.querySelector("title")).toHaveTextContent("Page Not Found | Lumen & Lark");
  });

  it("an ordinary page on an indexable site has no robots meta, and a canonical", () => {
    const { container } = render(<SeoHead path="/about/" title="About" />);
    expect(robots(container)).toHaveLength(0);
    expect(attribute(container, 'link[rel="canonical"]', "href")).toBe("https://site.example/about/");
    expect(attribute(container, 'meta[property="og:url"]', "content")).toBe("https://site.example/about/");
  });

  it("with GATSBY_SITE_NOINDEX=true (a staging build) every page carries noindex and keeps its canonical", () => {
    const saved = process.env.GATSBY_SITE_NOINDEX;
    // The flag is read when the module loads (webpack inlines it), so load a fresh copy with it set.
    let StagingSeoHead!: typeof SeoHead;
    try {
      process.env.GATSBY_SITE_NOINDEX = "true";
      jest.isolateModules(() => {
        jest.requireMock<{ useStaticQuery: jest.Mock }>("gatsby").useStaticQuery.mockReturnValue(seoDefaults);
        StagingSeoHead = jest.requireActual<{ SeoHead: typeof SeoHead }>("../../../../src/features/seo/seo-head").SeoHead;
      });
    } finally {
      if (saved === undefined) delete process.env.GATSBY_SITE_NOINDEX;
      else process.env.GATSBY_SITE_NOINDEX = saved;
    }
    const { container } = render(<StagingSeoHead path="/about/" title="About" />);
    expect(robots(container)).toHaveLength(1);
    expect(attribute(container, 'meta[name="robots"]', "content")).toBe("noindex");
    expect(attribute(container, 'link[rel="canonical"]', "href")).toBe("https://site.example/about/");
  });
});

describe("SITE_NOINDEX reaches the browser bundle as GATSBY_SITE_NOINDEX", () => {
  it.each([
    ["true", "true"],
    ["1", "true"],
    ["yes", "true"],
    ["false", "false"],
    ["no", "false"],
  ])("SITE_NOINDEX=%s gives GATSBY_SITE_NOINDEX=%s", (value, expected) => {
    const env: NodeJS.ProcessEnv = { SITE_NOINDEX: value, STRAPI_TOKEN: "t" };
    exposeToBrowser(readBuildEnv(env), env);
    expect(env.GATSBY_SITE_NOINDEX).toBe(expected);
  });

  it("a value that is no boolean stops the build at start, naming the variable", () => {
    expect(() => readBuildEnv({ SITE_NOINDEX: "staging", STRAPI_TOKEN: "t" })).toThrow('SITE_NOINDEX must be true or false; got "staging"');
  });

  it("not set: GATSBY_SITE_NOINDEX=false", () => {
    const env: NodeJS.ProcessEnv = { STRAPI_TOKEN: "t" };
    exposeToBrowser(readBuildEnv(env), env);
    expect(env.GATSBY_SITE_NOINDEX).toBe("false");
  });
});
