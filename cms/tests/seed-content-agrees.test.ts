/**
 * The full seed is the product's demo and a prospective client's first impression: what one page says must agree
 * with what another shows. Plain Jest over the seed data: no Strapi needed.
 * Run: npx jest --config cms/tests/jest.config.cjs seed-content-agrees
 */
import { full } from "../src/seed/data/full/content";
import type { BlockSeed, PageSeed } from "../src/seed/seed-types";

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

const heroOf = (slug: string) => page(slug).content.find((block) => block.__component === "blocks.hero") as { subheading?: string };
const statsOf = (slug: string) =>
  page(slug).content.find((block) => block.__component === "blocks.stats") as { heading?: string; items: Array<{ value: string; label: string }> };
const frenchPage = (slug: string) => full.translations!.fr!.pages![slug]!;

test("the team is the six people the team page shows, and every page that counts them says six", () => {
  const team = page("team").content.find((block) => block.__component === "blocks.team") as { members: unknown[] };
  expect(team.members).toHaveLength(6);
  expect(heroOf("team").subheading).toBe(
    "Senior people on every account. These are the six of us: the people who will do your work, from the first workshop to the monthly report.",
  );
  expect(heroOf("about").subheading).toBe("An independent agency of six senior strategists, writers, designers and analysts in Shoreditch.");
  expect(statsOf("about").items.find((item) => item.label === "people, all senior")?.value).toBe("6");
  expect(statsOf("work").items.find((item) => item.label === "senior specialists you work with directly")?.value).toBe("6");
  const french = frenchPage("about").content!.find((block) => block.__component === "blocks.stats") as { items: Array<{ value: string; label: string }> };
  expect(french.items.find((item) => item.label === "personnes, toutes seniors")?.value).toBe("6");
});

test("no page, in English or French, counts a team of eighteen, ten years since 2014, or six services the menus do not list", () => {
  const english = JSON.stringify(full.pages);
  const french = JSON.stringify(full.translations?.fr);
  for (const claim of [/eighteen/i, /\b18 people/i, /"18"/, /ten years of results/i, /six services/i])
    expect([String(claim), claim.test(english)]).toEqual([String(claim), false]);
  for (const claim of [/dix-huit/i, /"18"/, /dix ans de résultats/i, /six services/i])
    expect([String(claim), claim.test(french)]).toEqual([String(claim), false]);
});

test("/work/ says what is true of a business founded in 2014: results since then, not a count of years that goes stale", () => {
  expect(statsOf("work").heading).toBe("Results since 2014");
  expect((frenchPage("work").content!.find((block) => block.__component === "blocks.stats") as { heading?: string }).heading).toBe("Des résultats depuis 2014");
  expect(statsOf("about").items.find((item) => item.label === "founded in Shoreditch")?.value).toBe("2014");
});

test("the services page names the two families and the five digital services, as the Services menu lists them", () => {
  const [text] = blocksOf<{ body: string }>("services", "blocks.rich-text");
  expect(text!.body.startsWith("Our services come in two families. **[Brand strategy](/services/brand)**")).toBe(true);
  const menu = full.navigations.find((navigation) => navigation.slug === "main-navigation")!.items.find((item) => item.title === "Services")!;
  expect(menu.items?.map((item) => item.title)).toEqual([
    "Digital marketing",
    "Search engine optimisation",
    "Paid social",
    "Email marketing",
    "Content marketing",
    "Measurement",
    "Brand strategy",
  ]);
  for (const link of [
    "/services/digital/seo",
    "/services/digital/paid-social",
    "/services/digital/email-marketing",
    "/services/digital/content-marketing",
    "/services/digital/measurement",
  ]) {
    expect(text!.body).toContain(`](${link})`);
  }
});

test("/work/ ends with its consultation band: the Start your project button comes before it", () => {
  expect(
    page("work")
      .content.slice(-2)
      .map((block) => block.__component),
  ).toEqual(["blocks.page-button", "blocks.cta-band"]);
});

const blocksOf = <T>(slug: string, component: string): T[] => page(slug).content.filter((block) => block.__component === component) as T[];

test("each of the home page's six service cards leads to that service's own page, under Services", () => {
  const [services] = blocksOf<{ items: Array<{ title: string; page?: string }> }>("home", "blocks.services");
  expect(services!.items.map((item) => [item.title, item.page])).toEqual([
    ["Brand strategy", "brand"],
    ["Search engine optimisation", "seo"],
    ["Paid social", "paid-social"],
    ["Email marketing", "email-marketing"],
    ["Content marketing", "content-marketing"],
    ["Measurement", "measurement"],
  ]);
  const parentOf = (slug: string): string | undefined => full.pages.find((candidate: PageSeed) => candidate.slug === slug)?.parent;
  expect(["brand", "seo", "paid-social", "email-marketing", "content-marketing", "measurement"].map((slug) => [slug, parentOf(slug)])).toEqual([
    ["brand", "services"],
    ["seo", "digital"],
    ["paid-social", "digital"],
    ["email-marketing", "digital"],
    ["content-marketing", "digital"],
    ["measurement", "digital"],
  ]);
  expect(page("email-marketing").title).toBe("Email marketing");
});

test("the digital marketing page links every digital service it lists, Email marketing included", () => {
  const [text] = blocksOf<{ body: string }>("digital", "blocks.rich-text");
  for (const link of [
    "[Search engine optimisation](/services/digital/seo)",
    "[Paid social](/services/digital/paid-social)",
    "[Email marketing](/services/digital/email-marketing)",
    "[Content marketing](/services/digital/content-marketing)",
    "[Measurement](/services/digital/measurement)",
  ])
    expect(text!.body).toContain(link);
});

// Counted here, not with the site's reading-time code: a test that asks the product for the answer proves nothing.
const words = (markdown: string): number => markdown.match(/[A-Za-z0-9£%]+(?:['’-][A-Za-z0-9]+)*/g)?.length ?? 0;

test("every post is of realistic length: 600 to 1,200 words, no '1 min read'", () => {
  const lengths = full.posts.map((post) => [post.slug, words((post as { body: string }).body)] as const);
  expect(lengths.map(([slug]) => slug)).toEqual([
    "when-to-refresh-your-brand",
    "local-seo-for-service-businesses",
    "paid-social-on-a-small-budget",
    "build-a-content-calendar-you-will-keep",
    "measuring-marketing-that-matters",
    "cookie-consent-without-losing-your-data",
    "email-marketing-is-not-dead",
    "marketing-with-a-small-team",
    "how-to-brief-an-agency",
  ]);
  for (const [slug, count] of lengths) {
    expect([slug, count >= 600]).toEqual([slug, true]);
    expect([slug, count <= 1200]).toEqual([slug, true]);
  }
});

test("the team page gives each of the six a short bio, and says who else may join a plan (freelancers, not a hidden team)", () => {
  const bios = blocksOf<{ body: string }>("team", "blocks.rich-text")
    .map((block) => block.body)
    .join("\n");
  for (const lead of ["Priya Raman", "Tom Ashworth", "Grace Okafor", "Daniel Kowalski", "Hannah Lindqvist", "Samuel Osei"]) {
    expect(bios).toMatch(new RegExp(`\\*\\*${lead}\\*\\*, [^\\n]{60,}`));
  }
  expect(bios).toContain("we bring in freelancers we have worked with for years");
});

test("every case study says what we did", () => {
  for (const slug of ["harbour-and-pine", "northfield-physio", "tally"]) {
    const headings = blocksOf<{ heading?: string }>(slug, "blocks.text-image").map((block) => block.heading);
    expect([slug, headings]).toEqual([slug, ["The challenge", "What we did"]]);
  }
});

test("the blog's authors are the team page's six leads, with the same names, roles and portraits", () => {
  const [team] = blocksOf<{ members: Array<{ name: string; role?: string; portrait?: string }> }>("team", "blocks.team");
  expect(full.taxonomy?.authors.map((author) => [author.name, author.role, author.portrait])).toEqual(
    team?.members.map((member) => [member.name, member.role, member.portrait]),
  );
});

test("every post names an author, a category and tags the profile has; every category, tag and author has a French version", () => {
  const slugs = (items: ReadonlyArray<{ slug: string }> = []) => items.map((item) => item.slug);
  const taxonomy = full.taxonomy!;
  for (const post of full.posts) {
    expect([post.slug, slugs(taxonomy.authors).includes(post.author ?? "")]).toEqual([post.slug, true]);
    expect([post.slug, slugs(taxonomy.categories).includes(post.category ?? "")]).toEqual([post.slug, true]);
    expect([post.slug, (post.tags ?? []).length > 0 && (post.tags ?? []).every((tag) => slugs(taxonomy.tags).includes(tag))]).toEqual([post.slug, true]);
  }
  const french = full.translations?.fr?.taxonomy;
  expect(Object.keys(french?.categories ?? {}).sort()).toEqual(slugs(taxonomy.categories).sort());
  expect(Object.keys(french?.tags ?? {}).sort()).toEqual(slugs(taxonomy.tags).sort());
  expect(Object.keys(french?.authors ?? {}).sort()).toEqual(slugs(taxonomy.authors).sort());
});
