/**
 * The `scale` seed profile of the build-scale benchmark (bench/build-scale.ts): the full profile plus N generated
 * posts, each with its own cover, and 50 generated pages. Plain Jest: no Strapi needed.
 * Run: npx jest --config cms/tests/jest.config.cjs scale-profile
 */
import { selectProfile } from "../src/seed/profile";
import { full } from "../src/seed/data/full/content";
import { scaleProfile } from "../src/seed/data/scale/content";

describe("the scale seed profile", () => {
  test("SEED_SCALE_POSTS generated posts on top of the full profile's, each with a cover of its own", () => {
    const scale = scaleProfile("3");
    expect(scale.name).toBe("scale");
    const generated = scale.posts.filter((post) => post.slug.startsWith("scale-post-"));
    expect(generated.map((post) => post.slug)).toEqual(["scale-post-0001", "scale-post-0002", "scale-post-0003"]);
    expect(generated.map((post) => post.cover)).toEqual(["scale-cover-0001.jpg", "scale-cover-0002.jpg", "scale-cover-0003.jpg"]);
    // The full seed's 9 posts, then the generated ones.
    expect(scale.posts).toHaveLength(12);
    for (const cover of ["scale-cover-0001.jpg", "scale-cover-0002.jpg", "scale-cover-0003.jpg"]) {
      expect(scale.images.filter((image) => image.name === cover)).toHaveLength(1);
    }
  });

  test("every generated post has an author, a category and two tags, in turn, from the full profile's", () => {
    const scale = scaleProfile("8");
    const generated = scale.posts.filter((post) => post.slug.startsWith("scale-post-"));
    expect(generated.map((post) => [post.author, post.category, post.tags])).toEqual([
      ["tom-ashworth", "search", ["planning", "local-search"]],
      ["grace-okafor", "advertising", ["analytics", "budgets"]],
      ["daniel-kowalski", "content", ["branding", "privacy"]],
      ["hannah-lindqvist", "strategy", ["local-search", "email"]],
      ["samuel-osei", "brand", ["budgets", "small-business"]],
      ["priya-raman", "search", ["privacy", "planning"]],
      ["tom-ashworth", "advertising", ["email", "analytics"]],
      ["grace-okafor", "content", ["small-business", "branding"]],
    ]);
    expect(scale.taxonomy).toBe(full.taxonomy);
    // Over 1,000 posts every category has about 200, so its listing has pages up to ~34.
    const thousand = scaleProfile(undefined).posts.filter((post) => post.category === "strategy");
    expect(thousand.length).toBeGreaterThan(200);
  });

  test("50 generated pages under Resources, next to the full profile's pages and navigations", () => {
    const scale = scaleProfile("1");
    const resources = scale.pages.filter((page) => page.parent === "resources");
    expect(resources).toHaveLength(50);
    expect(resources[0]!.slug).toBe("resource-0001");
    expect(resources[49]!.slug).toBe("resource-0050");
    expect(scale.pages.find((page) => page.slug === "resources")?.title).toBe("Resources");
    // The full seed's 19 pages, Resources and its 50 children.
    expect(scale.pages).toHaveLength(70);
    expect(scale.navigations.map((navigation) => navigation.slug)).toEqual(["main-navigation", "footer-navigation", "legal-navigation"]);
  });

  test("defaults to 1,000 posts, and refuses a count that is not a whole number from 1 to 20000", () => {
    expect(scaleProfile(undefined).posts.filter((post) => post.slug.startsWith("scale-post-"))).toHaveLength(1000);
    expect(() => scaleProfile("lots")).toThrow('[cms] SEED_SCALE_POSTS must be a whole number from 1 to 20000, got "lots".');
    expect(() => scaleProfile("0")).toThrow('[cms] SEED_SCALE_POSTS must be a whole number from 1 to 20000, got "0".');
  });

  test("SEED_PROFILE=scale selects it; an unknown profile names the three", () => {
    expect(selectProfile("scale").name).toBe("scale");
    expect(() => selectProfile("huge")).toThrow('[cms] SEED_PROFILE must be "full", "sparse" or "scale", got "huge".');
  });
});
