import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formActionOrigins, formOriginsOf } from "../../src/headers/form-origins";
import { pagePolicies } from "../../src/headers/page-policies";

describe("formActionOrigins: where the site's forms post", () => {
  test("the origin of every absolute form action, once each, whatever the quoting", () => {
    const pages = [
      `<form method="post" action="https://cms.example.com/api/enquiries/submit"><input name="a"></form>`,
      `<FORM action='https://cms.example.com/api/enquiries/submit?x=1&amp;y=2' method=post></FORM>`,
      `<form action=http://127.0.0.1:1337/api/enquiries/submit></form>`,
    ];
    expect(formActionOrigins(pages.map(formOriginsOf))).toEqual(["http://127.0.0.1:1337", "https://cms.example.com"]);
  });

  test("relative actions, forms without an action and script text that is not a form add nothing", () => {
    const pages = [
      `<form action="/search/"></form><form method="get"></form>`,
      `<p>&lt;form action="https://evil.example"&gt;</p>`,
      `<form action="javascript:alert(1)"></form>`,
    ];
    expect(formActionOrigins(pages.map(formOriginsOf))).toEqual([]);
  });
});

describe("pagePolicies: one site-wide allowance for form origins", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "form-origins-"));
    fs.mkdirSync(path.join(root, "contact"));
    fs.mkdirSync(path.join(root, "about"));
    fs.writeFileSync(
      path.join(root, "contact", "index.html"),
      `<html><body><form method="post" action="https://cms.example.com/api/enquiries/submit"></form></body></html>`,
    );
    fs.writeFileSync(path.join(root, "about", "index.html"), `<html><body><p>No form here</p></body></html>`);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  test("a page without the form allows the CMS too, since a visitor may navigate to the form without a page load", () => {
    const policies = pagePolicies(root, ["/contact/index.html", "/about/index.html"], false);
    for (const file of ["/contact/index.html", "/about/index.html"]) {
      expect(policies.get(file)).toContain("form-action 'self' https://cms.example.com");
      expect(policies.get(file)).toContain("connect-src 'self' https://cms.example.com");
    }
  });
});
