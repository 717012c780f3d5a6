/**
 * @jest-environment node
 */
import * as React from "react";
import { renderToString } from "react-dom/server";
import { Header } from "../../../../src/features/header/header";
import { navigation } from "./header-fixtures";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

// The HTML a visitor without JavaScript gets: what the server renders before the browser knows its width.
const html = renderToString(<Header navigation={navigation} currentPath="/" />);
const tags = (name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];

describe("the header's server HTML (before any script)", () => {
  it("has a menu toggle that works without JavaScript: a link to the main navigation, and one back to the header", () => {
    expect(tags("header")[0]).toContain('id="site-header"');
    expect(tags("a").filter((tag) => tag.includes("navigation menu"))).toEqual([
      '<a href="#site-menu" data-no-script-toggle="open" aria-label="Open navigation menu">',
      '<a href="#site-header" data-no-script-toggle="close" aria-label="Close navigation menu">',
    ]);
  });

  it("the link's target is the main navigation, with every page of the menu in it, children included", () => {
    expect(tags("nav")[0]).toMatch(/^<nav [^>]*id="site-menu"[^>]*aria-label="Main"/);
    const nav = html.slice(html.indexOf('id="site-menu"'), html.indexOf("</nav>"));
    expect([...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "/services/",
      "/services/digital/",
      "/services/digital/seo/",
      "/work/",
      "/about/",
      "/about/team/",
      "https://jobs.example.org/",
    ]);
  });
});
