/**
 * The full seed is the product's demo and a prospective client's first impression: what one page says must agree
 * with what another shows (issue 31, items 6 and 9). Plain Jest over the seed data: no Strapi needed.
 * Run: npx jest --config cms/tests/jest.config.cjs seed-content-agrees
 */
import { full } from "../src/seed/data/full/content";
import type { BlockSeed } from "../src/seed/seed-types";

const blocks = (): BlockSeed[] => full.pages.flatMap((page) => page.content);
const page = (slug: string) => full.pages.find((candidate) => candidate.slug === slug)!;

test("a client's testimonial is worded the same wherever it is quoted", () => {
  const quotes = new Map<string, Set<string>>();
  for (const block of blocks()) {
    if (block.__component !== "blocks.testimonials") continue;
    for (const item of block.items) quotes.set(item.name, new Set([...(quotes.get(item.name) ?? []), item.quote]));
  }
  expect(quotes.get("Eleanor Hart")).toEqual(
    new Set([
      "Lumen & Lark were the first agency to ask about our margins before our logo. Nine months later, organic search is our biggest channel and we finally know what every pound of marketing returns.",
    ]),
  );
  for (const [name, worded] of quotes) expect([name, worded.size]).toEqual([name, 1]);
});

test("the home page does not count more services than it shows pages for", () => {
  const services = page("home").content.find((block) => block.__component === "blocks.services") as { intro?: string };
  expect(services.intro).toBe("One plan across the disciplines you need, measured against the numbers that matter to your business.");
});

test("the team page says the six people shown are the leads of a team of eighteen, as About says", () => {
  const hero = page("team").content.find((block) => block.__component === "blocks.hero") as { subheading?: string };
  expect(hero.subheading).toBe(
    "Senior people on every account. Below are the six leads you will meet first, from a team of eighteen strategists, writers, designers and analysts.",
  );
  const team = page("team").content.find((block) => block.__component === "blocks.team") as { members: unknown[] };
  expect(team.members).toHaveLength(6);
});

test("/work/ ends with its consultation band: the Start your project button comes before it", () => {
  expect(
    page("work")
      .content.slice(-2)
      .map((block) => block.__component),
  ).toEqual(["blocks.page-button", "blocks.cta-band"]);
});
