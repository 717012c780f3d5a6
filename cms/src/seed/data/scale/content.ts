import type { ImageSpec, PageSeed, PostSeed, SeedProfile } from "../../seed-types";
import { full } from "../full/content";

/** Generated pages beside the generated posts. */
const PAGES = 50;
const DEFAULT_POSTS = 1000;
const PALETTES: readonly (readonly [string, string, string])[] = [
  ["#0f3d3e", "#ff6b4a", "#f3e9dc"],
  ["#1d1b26", "#f2c14e", "#7fb7be"],
  ["#f3e9dc", "#0f3d3e", "#7fb7be"],
];
const MOTIFS = ["waves", "orbits", "peaks", "arches"] as const;

const pad = (n: number) => String(n).padStart(4, "0");

const slugsOf = (items: ReadonlyArray<{ slug: string }> | undefined): string[] => (items ?? []).map((item) => item.slug);
const CATEGORIES = slugsOf(full.taxonomy?.categories);
const TAGS = slugsOf(full.taxonomy?.tags);
const AUTHORS = slugsOf(full.taxonomy?.authors);

/** Post n's author, category and two different tags, in turn. */
const taxonomyOf = (n: number): Pick<PostSeed, "author" | "category" | "tags"> => ({
  author: AUTHORS[n % AUTHORS.length],
  category: CATEGORIES[n % CATEGORIES.length],
  tags: [TAGS[n % TAGS.length]!, TAGS[(n + 3) % TAGS.length]!],
});

const BODY = `Most of what a growing business publishes is read once and forgotten. This post is one of many the build-scale
benchmark generates, so the site has as many pages to build as a busy agency blog after a few years.

## What it is for

Each generated post has its own cover image, like a real one, so image processing scales with the number of posts.

- One cover per post, a different picture each time.
- A few paragraphs of text, a list and a heading.

## What to read next

The related posts below are chosen at build time, as they are for every post.`;

/**
 * SEED_PROFILE=scale (bench/build-scale.ts): the full profile plus SEED_SCALE_POSTS generated posts (1,000 unless
 * set), each with its own cover image, an author, a category and tags, and 50 generated pages under "Resources". Deterministic: the same N gives the
 * same content, so two runs build the same site.
 */
export function scaleProfile(value = process.env.SEED_SCALE_POSTS): SeedProfile {
  const count = value ? Number(value) : DEFAULT_POSTS;
  if (!Number.isInteger(count) || count < 1 || count > 20_000) {
    throw new Error(`[cms] SEED_SCALE_POSTS must be a whole number from 1 to 20000, got "${value}".`);
  }
  const covers: ImageSpec[] = [];
  const posts: PostSeed[] = [];
  for (let n = 1; n <= count; n += 1) {
    const cover = `scale-cover-${pad(n)}.jpg`;
    covers.push({
      name: cover,
      alt: `Generated cover ${n}`,
      width: 1200,
      height: 675,
      format: "jpeg",
      motif: MOTIFS[n % MOTIFS.length]!,
      palette: PALETTES[n % PALETTES.length]!,
    });
    // Newest first by number: post 1 is the most recent, so it is on the blog's first page.
    const day = new Date(Date.UTC(2026, 10, 1) - n * 86_400_000 * 0.25).toISOString().slice(0, 10);
    // Every generated post has an author, a category and two tags, cycled through the full profile's, so the
    // benchmark builds their listing pages at scale too (a category of ~200 posts has ~34 pages).
    posts.push({
      slug: `scale-post-${pad(n)}`,
      title: `Generated post ${n}: notes from a busy content calendar`,
      excerpt: `Generated post number ${n}, one of ${count}, for the build-scale benchmark.`,
      cover,
      published_on: day,
      body: BODY,
      ...taxonomyOf(n),
    });
  }
  const resources: PageSeed = {
    slug: "resources",
    title: "Resources",
    content: [{ __component: "blocks.rich-text", body: "Guides and checklists, generated for the build-scale benchmark." }],
  };
  const pages: PageSeed[] = Array.from({ length: PAGES }, (_, index) => ({
    slug: `resource-${pad(index + 1)}`,
    title: `Resource ${index + 1}`,
    parent: "resources",
    content: [{ __component: "blocks.rich-text", body: `Generated page ${index + 1} of ${PAGES}.\n\n${BODY}` }],
  }));
  return {
    ...full,
    name: "scale",
    // The benchmark measures one language: the generated site stays English.
    translations: {},
    images: [...full.images, ...covers],
    pages: [...full.pages, resources, ...pages],
    posts: [...full.posts, ...posts],
  };
}
