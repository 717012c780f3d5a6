/**
 * @jest-environment node
 */
// Rendered as the server renders the head: in Node, to static markup.
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { consentBootstrapScript } from "../../../../src/features/consent/consent-bootstrap-script";
import { consentHeadScripts } from "../../../../src/features/consent/consent-head-scripts";

describe("consent head scripts (onRenderBody)", () => {
  test("one inline script whose text is exactly the bootstrap, unescaped", () => {
    const html = renderToStaticMarkup(<>{consentHeadScripts({ containerId: "GTM-TEST123" })}</>);
    expect(html).toBe(`<script id="cookie-consent-bootstrap">${consentBootstrapScript("GTM-TEST123")}</script>`);
  });

  test("by default the container id comes from GATSBY_GTM_ID", () => {
    const saved = process.env.GATSBY_GTM_ID;
    try {
      process.env.GATSBY_GTM_ID = "GTM-ENV4321";
      expect(renderToStaticMarkup(<>{consentHeadScripts()}</>)).toContain("gtm.js?id=GTM-ENV4321");
      delete process.env.GATSBY_GTM_ID;
      expect(renderToStaticMarkup(<>{consentHeadScripts()}</>)).not.toContain("googletagmanager");
    } finally {
      if (saved === undefined) delete process.env.GATSBY_GTM_ID;
      else process.env.GATSBY_GTM_ID = saved;
    }
  });

  test("no tag script element of its own: the tag manager is only loaded by the bootstrap", () => {
    const html = renderToStaticMarkup(<>{consentHeadScripts({})}</>);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toContain("googletagmanager");
  });
});
