import * as React from "react";
import { withoutImageComponentHead } from "../../../src/components/images/image-component-head";

describe("withoutImageComponentHead", () => {
  it("drops gatsby-plugin-image's style, noscript and module script, and keeps everything else in order", () => {
    const head = [
      <link key="font" rel="preload" href="/static/inter.woff2" />,
      <style key="gatsby-image-style">{".gatsby-image-wrapper{position:relative}"}</style>,
      <noscript key="gatsby-image-style-noscript" />,
      <script key="gatsby-image-style-script" type="module" />,
      <style key="fonts">{"@font-face{}"}</style>,
      "text",
    ];
    const kept = withoutImageComponentHead(head);
    expect(kept.map((node) => (React.isValidElement(node) ? node.key : node))).toEqual(["font", "fonts", "text"]);
  });
});
