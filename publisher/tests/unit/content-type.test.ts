import { contentTypeFor } from "../../src/headers/content-type";

test("the Content-Type the local server sends and the bucket stores", () => {
  const cases: Array<[string, string]> = [
    ["/index.html", "text/html;charset=utf-8"],
    ["/app-0123456789abcdef0123.js", "text/javascript"],
    ["/styles.00112233445566778899.css", "text/css"],
    ["/page-data/app-data.json", "application/json"],
    ["/static/abc/photo.webp", "image/webp"],
    ["/favicon.ico", "image/x-icon"],
    ["/manifest.webmanifest", "application/manifest+json"],
    ["/fonts/inter.woff2", "font/woff2"],
    ["/LICENSE", "application/octet-stream"],
  ];
  for (const [file, type] of cases) expect({ file, type: contentTypeFor(file) }).toEqual({ file, type });
});
