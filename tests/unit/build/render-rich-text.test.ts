import { renderRichText, sanitizeRichHtml, type RichTextContext } from "../../../plugins/cms-data-layer/rich-text/render-rich-text";

/**
 * The build-time sanitizer is the only thing between CMS text and the page, so every row states the
 * exact HTML that reaches the page: hostile input loses the dangerous part (and keeps harmless text),
 * legitimate input survives in its canonical form.
 */
const CMS = "https://cms.example.com";
const SITE = "https://www.example.com";

function context(localized: URL[] = []): RichTextContext {
  return {
    cmsOrigin: CMS,
    siteOrigins: [SITE],
    localizeImage(source) {
      localized.push(source);
      return `/media/${source.pathname.split("/").pop()}`;
    },
  };
}

const sanitize = (html: string) => sanitizeRichHtml(html, context());

describe("sanitizer: hostile HTML", () => {
  const hostile: [string, string, string][] = [
    // javascript: in every disguise
    ["javascript: link", '<a href="javascript:alert(1)">x</a>', "x"],
    ["mixed-case scheme", '<a href="JaVaScRiPt:alert(1)">x</a>', "x"],
    ["leading space", '<a href=" javascript:alert(1)">x</a>', "x"],
    ["leading entity space", '<a href="&#x20;javascript:alert(1)">x</a>', "x"],
    ["leading control character", '<a href="\u0001javascript:alert(1)">x</a>', "x"],
    ["raw tab inside the scheme", '<a href="java\tscript:alert(1)">x</a>', "x"],
    ["raw newline inside the scheme", '<a href="java\nscript:alert(1)">x</a>', "x"],
    ["newline before the colon", '<a href="javascript\n:alert(1)">x</a>', "x"],
    ["NUL inside the scheme", '<a href="java\u0000script:alert(1)">x</a>', "x"],
    ["tab as a hex entity", '<a href="jav&#x09;ascript:alert(1)">x</a>', "x"],
    ["tab as a named entity", '<a href="java&Tab;script:alert(1)">x</a>', "x"],
    ["decimal entity", '<a href="&#106;avascript:alert(1)">x</a>', "x"],
    ["zero-padded entities without semicolons", '<a href="&#0000106&#0000097vascript:alert(1)">x</a>', "x"],
    ["all hex entities", '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>', "x"],
    ["&colon; entity", '<a href="javascript&colon;alert(1)">x</a>', "x"],
    ["&#58; colon", '<a href="javascript&#58;alert(1)">x</a>', "x"],
    ["link wrapping an image", '<a href="javascript:alert(1)"><img src=x onerror=alert(1)>x</a>', "x"],
    // other unsafe schemes
    ["data: link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', "x"],
    ["vbscript: link", '<a href="vbscript:msgbox(1)">x</a>', "x"],
    ["mixed-case vbscript:", '<a href="VBScript:msgbox(1)">x</a>', "x"],
    ["file: link", '<a href="file:///etc/passwd">f</a>', "f"],
    ["ftp: link", '<a href="ftp://example.org/f">f</a>', "f"],
    // host confusion
    ["backslash host", '<a href="\\\\evil.com">x</a>', "x"],
    [
      "slash-backslash host is judged as the URL it becomes",
      '<a href="/\\evil.com">x</a>',
      '<a href="https://evil.com/" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    ["protocol-relative host", '<a href="//evil.com/x">x</a>', '<a href="https://evil.com/x" rel="noopener noreferrer" target="_blank">x</a>'],
    [
      "rel=opener is replaced",
      '<a href="https://example.org" rel="opener">x</a>',
      '<a href="https://example.org/" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      "target=_self is replaced",
      '<a href="https://example.org" target="_self">x</a>',
      '<a href="https://example.org/" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    // attributes
    ["event handler on a link", '<a href="/about" onclick="alert(1)">x</a>', '<a href="/about/">x</a>'],
    ["style on a link", '<a href="/about" style="color:red">x</a>', '<a href="/about/">x</a>'],
    ["style with a javascript: url", '<p style="background:url(javascript:alert(1))">p</p>', "<p>p</p>"],
    ["id and class", '<p id="x" class="y">p</p>', "<p>p</p>"],
    ["table background", '<table background="javascript:alert(1)"><tr><td>c</td></tr></table>', "<table><tr><td>c</td></tr></table>"],
    ["anchor without href", "<a>no href</a>", "no href"],
    // images
    ["image with onerror and a bad source", "<img src=x onerror=alert(1)>", ""],
    [
      "upload image keeps only safe attributes",
      '<img src="/uploads/a.png" onerror="alert(1)" alt="A">',
      '<img src="/media/a.png" alt="A" loading="lazy" decoding="async" />',
    ],
    ["image from another host", '<img src="https://evil.com/a.png" alt="a">', ""],
    [
      "srcset to another host",
      `<img src="${CMS}/uploads/a.png" srcset="https://evil.com/b.png 2x" alt="a">`,
      '<img src="/media/a.png" alt="a" loading="lazy" decoding="async" />',
    ],
    ["data: image", '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="a">', ""],
    ["javascript: image", '<img src="javascript:alert(1)">', ""],
    ["upload path climbing out of /uploads", '<img src="/uploads/../admin/x.png" alt="a">', ""],
    ["protocol-relative image", '<img src="//cms.example.com/uploads/a.png" alt="a">', ""],
    // elements
    ["script", "<script>alert(1)</script>text", "text"],
    ["uppercase external script", "<SCRIPT SRC=//evil.com/x.js></SCRIPT>after", "after"],
    ["nested script tag trick", "<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ["iframe", '<iframe src="https://evil.com"></iframe>after', "after"],
    ["object and embed", '<object data="x.swf"></object><embed src="x.swf">after', "after"],
    ["svg onload with script", "<svg onload=alert(1)><script>alert(1)</script></svg>after", "after"],
    ["svg xlink:href", '<svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>after', "after"],
    ["math/style mutation XSS", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", ""],
    ["noscript mutation XSS", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ""],
    ["template content", "<template><img src=x onerror=alert(1)></template>t", "t"],
    ["style element", "<style>body{display:none}</style>text", "text"],
    ["div with a handler", '<div onmouseover="alert(1)">d</div>', "d"],
    ["details ontoggle", "<details open ontoggle=alert(1)>d</details>", "d"],
    ["form with javascript: action", '<form action="javascript:alert(1)"><input type="submit" value="go"></form>', ""],
    ["button formaction", '<button formaction="javascript:alert(1)">b</button>', "b"],
    ["base href", '<base href="https://evil.com/">t', "t"],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">t', "t"],
    ["external stylesheet", '<link rel="stylesheet" href="https://evil.com/x.css">t', "t"],
    ["comment", "<!-- <img src=x onerror=alert(1)> -->t", "t"],
    ["CDATA section", "<p>a<![CDATA[<img src=x onerror=alert(1)>]]>b</p>", "<p>ab</p>"],
  ];

  it.each(hostile)("%s", (_name, input, expected) => {
    expect(sanitize(input)).toBe(expected);
  });

  it("never lets a script-capable construct through, whatever the row", () => {
    for (const [, input] of hostile) {
      const output = sanitize(input);
      expect(output).not.toMatch(/<script|<iframe|<object|<embed|<svg|<math|<style|<form|<base|<meta|<link|\son\w+=/i);
      expect(output).not.toMatch(/(java|vb)script:|data:/i);
    }
  });
});

describe("sanitizer: hostile markdown", () => {
  const markdown: [string, string, string][] = [
    ["javascript: link", "[x](javascript:alert(1))", "<p>x</p>"],
    ["angle-bracket javascript: link", "[x](<javascript:alert(1)>)", "<p>x</p>"],
    ["mixed-case javascript: link", "[x](jAvAsCrIpT:alert(1))", "<p>x</p>"],
    ["entity-encoded javascript: link", "[x](&#106;avascript:alert(1))", "<p>x</p>"],
    ["javascript: image", "![a](javascript:alert(1))", "<p></p>"],
    ["data: link", "[x](data:text/html,hi)", "<p>x</p>"],
    ["autolink-looking javascript:", "<javascript:alert(1)>", "<p>javascript:alert(1)</p>"],
    ["raw HTML link", '<a href="javascript:alert(1)">raw</a>', "<p>raw</p>"],
  ];
  it.each(markdown)("%s", (_name, input, expected) => {
    expect(renderRichText(input, context())).toBe(expected);
  });
});

describe("sanitizer: legitimate content survives", () => {
  const legitimate: [string, string, string][] = [
    ["root-relative link gets the trailing slash", '<a href="/about/team">i</a>', '<a href="/about/team/">i</a>'],
    ["relative link", '<a href="services">r</a>', '<a href="services">r</a>'],
    ["fragment", '<a href="#top">f</a>', '<a href="#top">f</a>'],
    ["consent-preferences fragment", '<a href="#cookie-consent-preferences">c</a>', '<a href="#cookie-consent-preferences">c</a>'],
    ["mailto:", '<a href="mailto:hello@example.com">m</a>', '<a href="mailto:hello@example.com">m</a>'],
    ["tel: loses its spaces", '<a href="tel:+44 20 7946 0321">t</a>', '<a href="tel:+442079460321">t</a>'],
    [
      "https: opens safely in a new tab",
      '<a href="https://example.org/a">e</a>',
      '<a href="https://example.org/a" rel="noopener noreferrer" target="_blank">e</a>',
    ],
    ["absolute link to this site becomes a path", `<a href="${SITE}/about">s</a>`, '<a href="/about/">s</a>'],
    ["site link keeps query and hash", `<a href="${SITE}/services?x=1#top">x</a>`, '<a href="/services/?x=1#top">x</a>'],
    ["link title", '<a href="/about" title="About us">a</a>', '<a href="/about/" title="About us">a</a>'],
    ["h1 becomes h2 (the template owns h1)", "<h1>Title</h1>", "<h2>Title</h2>"],
    ["formatting", "<p><strong>b</strong> <em>i</em> <code>c</code> <del>d</del></p>", "<p><strong>b</strong> <em>i</em> <code>c</code> <del>d</del></p>"],
    ["lists", '<ol start="3"><li>a</li></ol><ul><li>b</li></ul>', '<ol start="3"><li>a</li></ol><ul><li>b</li></ul>'],
    ["table header scope", '<table><thead><tr><th scope="col">h</th></tr></thead></table>', '<table><thead><tr><th scope="col">h</th></tr></thead></table>'],
    [
      "upload image with size",
      `<img src="${CMS}/uploads/p.jpg" alt="P" width="640" height="480">`,
      '<img src="/media/p.jpg" alt="P" loading="lazy" decoding="async" width="640" height="480" />',
    ],
  ];
  it.each(legitimate)("%s", (_name, input, expected) => {
    expect(sanitize(input)).toBe(expected);
  });

  it("renders markdown with links, headings and CMS images", () => {
    const localized: URL[] = [];
    const html = renderRichText('# Heading\n\nSee [services](/services) or ![Alt](/uploads/p.jpg "T").', context(localized));
    expect(html).toBe(
      '<h2>Heading</h2>\n<p>See <a href="/services/">services</a> or <img src="/media/p.jpg" alt="Alt" loading="lazy" decoding="async" title="T" />.</p>',
    );
    // The image is copied from the CMS host at build time, not hot-linked.
    expect(localized.map(String)).toEqual([`${CMS}/uploads/p.jpg`]);
  });

  it("drops an image's non-numeric size", () => {
    expect(sanitize(`<img src="/uploads/p.jpg" alt="" width="100%" height="1e9">`)).toBe('<img src="/media/p.jpg" alt="" loading="lazy" decoding="async" />');
  });
});

describe("internal links get the site's trailing slash (no 301 on a direct load)", () => {
  const links: [string, string, string][] = [
    ["a page path", '<a href="/about-us">a</a>', '<a href="/about-us/">a</a>'],
    ["a nested page path", '<a href="/services/digital/seo">s</a>', '<a href="/services/digital/seo/">s</a>'],
    ["already with the slash", '<a href="/about-us/">a</a>', '<a href="/about-us/">a</a>'],
    ["the home page", '<a href="/">h</a>', '<a href="/">h</a>'],
    ["with a hash", '<a href="/#free-consultation">c</a>', '<a href="/#free-consultation">c</a>'],
    ["a page with a hash", '<a href="/contact#form">c</a>', '<a href="/contact/#form">c</a>'],
    ["a page with a query", '<a href="/blog?page=2">b</a>', '<a href="/blog/?page=2">b</a>'],
    ["a bare hash", '<a href="#top">t</a>', '<a href="#top">t</a>'],
    ["a bare query", '<a href="?page=2">q</a>', '<a href="?page=2">q</a>'],
    ["a file", '<a href="/media/brochure.pdf">f</a>', '<a href="/media/brochure.pdf">f</a>'],
    ["a file with a query", '<a href="/feed.xml?x=1">f</a>', '<a href="/feed.xml?x=1">f</a>'],
    ["a relative path", '<a href="services">r</a>', '<a href="services">r</a>'],
    ["an absolute link to this site", `<a href="${SITE}/about-us">s</a>`, '<a href="/about-us/">s</a>'],
    [
      "an external link",
      '<a href="https://example.org/about-us">e</a>',
      '<a href="https://example.org/about-us" rel="noopener noreferrer" target="_blank">e</a>',
    ],
    ["mailto:", '<a href="mailto:hello@example.com">m</a>', '<a href="mailto:hello@example.com">m</a>'],
    ["tel:", '<a href="tel:+442079460321">t</a>', '<a href="tel:+442079460321">t</a>'],
  ];
  it.each(links)("%s", (_name, input, expected) => {
    expect(sanitize(input)).toBe(expected);
  });

  it("in markdown as editors write it", () => {
    expect(renderRichText("Read our [privacy policy](/privacy-policy).", context())).toBe('<p>Read our <a href="/privacy-policy/">privacy policy</a>.</p>');
  });
});

describe("rich-text images with media in a bucket (mediaUrl: the CMS's S3_PUBLIC_URL or bucket URL)", () => {
  const BUCKET = "https://media.example.net/agency-media";

  function bucketContext(localized: URL[]): RichTextContext {
    return { ...context(localized), mediaUrl: BUCKET };
  }

  it("an image under the media URL is copied into the site like an upload", () => {
    const localized: URL[] = [];
    const html = sanitizeRichHtml(`<img src="${BUCKET}/share_seo_1a2b3c.jpg" alt="Chart">`, bucketContext(localized));
    expect(html).toBe('<img src="/media/share_seo_1a2b3c.jpg" alt="Chart" loading="lazy" decoding="async" />');
    expect(localized.map(String)).toEqual(["https://media.example.net/agency-media/share_seo_1a2b3c.jpg"]);
  });

  it.each([
    ["another path on the media host", '<img src="https://media.example.net/other-bucket/a.jpg" alt="a">'],
    ["climbing out of the media path", '<img src="https://media.example.net/agency-media/../other-bucket/a.jpg" alt="a">'],
    ["a look-alike host", '<img src="https://media.example.net.evil.com/agency-media/a.jpg" alt="a">'],
    ["plain http to an https media URL", '<img src="http://media.example.net/agency-media/a.jpg" alt="a">'],
    ["a path that only starts like the media path", '<img src="https://media.example.net/agency-media-old/a.jpg" alt="a">'],
  ])("%s: dropped", (_label, input) => {
    const localized: URL[] = [];
    expect(sanitizeRichHtml(input, bucketContext(localized))).toBe("");
    expect(localized).toEqual([]);
  });

  it("without a media URL, a bucket image is dropped (only the CMS's /uploads/ is trusted)", () => {
    expect(sanitize(`<img src="${BUCKET}/share_seo_1a2b3c.jpg" alt="Chart">`)).toBe("");
  });
});
