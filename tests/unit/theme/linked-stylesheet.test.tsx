import * as React from "react";
import { withLinkedStylesheet } from "../../../src/theme/linked-stylesheet";

describe("withLinkedStylesheet: the site's stylesheet is linked from every page's head, not inlined", () => {
  test("Gatsby's inlined global stylesheet becomes a render-blocking link to the same file; everything else stays", () => {
    const head = [
      <style
        key="inlined"
        data-href="/styles.739bfb776aef5e0e5e79.css"
        data-identity="gatsby-global-css"
        dangerouslySetInnerHTML={{ __html: "body{margin:0}" }}
      />,
      <style key="fonts" dangerouslySetInnerHTML={{ __html: "@font-face{font-family:'Inter Variable'}" }} />,
      <link key="font" rel="preload" as="font" href="/static/inter.woff2" />,
    ];
    const [stylesheet, fonts, font] = withLinkedStylesheet(head) as React.ReactElement[];
    expect(stylesheet!.type).toBe("link");
    expect(stylesheet!.props).toEqual({ rel: "stylesheet", href: "/styles.739bfb776aef5e0e5e79.css" });
    expect(fonts).toBe(head[1]);
    expect(font).toBe(head[2]);
  });

  test("a style without Gatsby's mark or without a file name is left inlined", () => {
    const head = [<style key="a" data-identity="something-else" data-href="/other.css" />, <style key="b" data-identity="gatsby-global-css" />];
    expect(withLinkedStylesheet(head)).toEqual(head);
  });
});
