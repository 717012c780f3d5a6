import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { BUILD_DIR, cms, readBuilt, SEED_PROFILE } from "./support/built-site";
import { getWithRetry } from "../support/get-with-retry";

/**
 * An image inside a rich-text body is copied into the build and served from the site, never hot-linked
 * from the CMS. The full seed's post "measuring-marketing-that-matters" has one markdown image
 * (cms/src/seed/data/full/posts.ts: share-seo.jpg, with its own alt text); the sparse seed has none.
 */
const fullOnly = SEED_PROFILE === "full" ? it : it.skip;

const POST_PATH = "/blog/measuring-marketing-that-matters/";
const ALT = "Rising peaks in teal and gold, a chart of steady growth";

function articleBodyImages(): HTMLImageElement[] {
  const document = new JSDOM(readBuilt(`${POST_PATH}index.html`)).window.document;
  const body = document.querySelector("article [data-rich-text]");
  expect(body).not.toBeNull();
  return [...body!.querySelectorAll("img")];
}

describe(`rich-text image in ${POST_PATH}`, () => {
  fullOnly("the article body has the one image, with the alt text written in the markdown", () => {
    const images = articleBodyImages();
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute("alt")).toBe(ALT);
    expect(images[0]!.getAttribute("loading")).toBe("lazy");
  });

  fullOnly("its src is a file copied into the build output, not the CMS upload", () => {
    const src = articleBodyImages()[0]!.getAttribute("src") ?? "";
    // Copied to public/media/<16 hex>.jpg by plugins/cms-data-layer/rich-text/rich-text-nodes.ts.
    expect(src).toMatch(/^\/media\/[0-9a-f]{16}\.jpg$/);
    expect(src).not.toContain("/uploads/");
    const file = join(BUILD_DIR, src);
    expect(existsSync(file)).toBe(true);
    expect([...readFileSync(file).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]); // a JPEG
  });

  fullOnly("the copy is the uploaded share-seo.jpg, byte for byte", async () => {
    const src = articleBodyImages()[0]!.getAttribute("src") ?? "";
    const [upload] = await cms<{ url: string }[]>("/api/upload/files?filters[name][$eq]=share-seo.jpg");
    // On the CMS's disk (/uploads/…), or in a bucket when the build was told where media live (CMS_MEDIA_URL).
    const mediaUrl = process.env.CMS_MEDIA_URL;
    const expectedPrefix = mediaUrl ? `${mediaUrl}/share_seo_` : "/uploads/share_seo_";
    expect(upload?.url.startsWith(expectedPrefix)).toBe(true);
    expect(upload?.url).toMatch(/share_seo_[0-9a-f]+\.jpg$/);
    const original = Buffer.from(await (await getWithRetry(mediaUrl ? upload!.url : `${process.env.CMS_URL}${upload!.url}`)).arrayBuffer());
    expect(readFileSync(join(BUILD_DIR, src)).equals(original)).toBe(true);
  });
});
