import * as React from "react";
import { render } from "@testing-library/react";
import { useStaticQuery, type HeadProps } from "gatsby";
import { Head as PageHead } from "../../../src/templates/page";

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby.js"));

const frenchServices = {
  data: { strapiPage: { title: "Services", path: "/fr/services-fr/", summary: null, breadcrumbs: [], contentVersion: null, seo: null, content: [] } },
  pageContext: {
    locale: "fr",
    alternates: [
      { locale: "en", path: "/services/" },
      { locale: "fr", path: "/fr/services-fr/" },
    ],
  },
} as unknown as HeadProps<Queries.PageTemplateQuery>;

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: { siteUrl: "https://www.lumenandlark.example" } }, strapiConfiguration: null });
  jest.spyOn(console, "error").mockImplementation(() => undefined); // <html> inside a test container
});
afterEach(() => jest.restoreAllMocks());

describe("a translated page's head", () => {
  it("says its language and links every translation, itself included, with the English one as x-default", () => {
    const { container } = render(<PageHead {...frenchServices} />);
    expect(container.querySelector("html")?.getAttribute("lang")).toBe("fr");
    expect([...container.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])).toEqual([
      ["en", "https://www.lumenandlark.example/services/"],
      ["fr", "https://www.lumenandlark.example/fr/services-fr/"],
      ["x-default", "https://www.lumenandlark.example/services/"],
    ]);
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.lumenandlark.example/fr/services-fr/");
    expect(container.querySelector('meta[property="og:locale"]')?.getAttribute("content")).toBe("fr_FR");
    expect([...container.querySelectorAll('meta[property="og:locale:alternate"]')].map((meta) => meta.getAttribute("content"))).toEqual(["en_GB"]);
    const webPage = [...container.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.innerHTML) as Record<string, unknown>)
      .find((data) => data["@type"] === "WebPage");
    expect(webPage?.inLanguage).toBe("fr");
  });

  it("has no hreflang links when the page has no other translation, and is English without a context", () => {
    const { container } = render(<PageHead {...({ ...frenchServices, pageContext: {} } as HeadProps<Queries.PageTemplateQuery>)} />);
    expect(container.querySelector("html")?.getAttribute("lang")).toBe("en");
    expect(container.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(container.querySelector('meta[property="og:locale"]')?.getAttribute("content")).toBe("en_GB");
  });
});
