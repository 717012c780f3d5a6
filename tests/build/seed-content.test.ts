import { existsSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { BUILD_DIR, readBuilt, SEED_PROFILE } from "./support/built-site";

const fullOnly = SEED_PROFILE === "full" ? describe : describe.skip;
const built = (path: string): Document => new JSDOM(readBuilt(join(path, "index.html"))).window.document;
const sectionHeaded = (document: Document, heading: string): Element | undefined =>
  [...document.querySelectorAll("main section")].find((section) => section.querySelector("h2")?.textContent?.trim() === heading);

/**
 * The full seed's demo as a visitor gets it: what the demo shows must add up, and its pictures must say what
 * they show. The seed tests (cms/tests/seed-*.test.ts) hold the data; these hold what a visitor gets.
 */
fullOnly("the full seed's demo, as built", () => {
  it("the cookie policy lists what the site stores, with purpose and duration, in English and French (issue 47, item 8)", () => {
    const items = (path: string) => [...built(path).querySelectorAll("main li")].map((item) => item.textContent?.replace(/\s+/g, " ").trim());
    const english = items("/cookie-policy/");
    expect(english).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^cookieConsentInterstitial \(local storage, necessary\): records that you have answered the cookie dialog .* Kept 365 days from your choice\.$/,
        ),
        expect.stringMatching(/^consentMode \(local storage, necessary\): records your choice for each kind of storage .* Kept 365 days from your choice\.$/),
        expect.stringMatching(
          /^_ga and _ga_<id> \(cookies, analytics\): set by Google Analytics through Google Tag Manager only once you accept analytics cookies, .* Kept 2 years\.$/,
        ),
        expect.stringMatching(/^_gcl_au \(cookie, marketing\): .* only once you accept marketing cookies, .* Kept 90 days\.$/),
      ]),
    );
    const french = items("/fr/politique-cookies/");
    expect(
      french.filter((text) => /^(cookieConsentInterstitial|consentMode|_ga and|_ga et|_gcl_au) /.test(text ?? "")).map((text) => text?.split(" (")[0]),
    ).toEqual(["cookieConsentInterstitial", "consentMode", "_ga et _ga_<id>", "_gcl_au"]);
  });

  it("home's six service cards lead to six built service pages", () => {
    const band = sectionHeaded(built("/"), "What we do")!;
    const hrefs = [...band.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/services/brand/",
      "/services/digital/seo/",
      "/services/digital/paid-social/",
      "/services/digital/email-marketing/",
      "/services/digital/content-marketing/",
      "/services/digital/measurement/",
    ]);
    for (const href of hrefs) expect([href, existsSync(join(BUILD_DIR, href!, "index.html"))]).toEqual([href, true]);
    expect(built("/services/digital/email-marketing/").querySelector("main h1")?.textContent).toBe("Keep the customers you paid to win");
  });

  it("no post reads '1 min read'", () => {
    for (const slug of [
      "when-to-refresh-your-brand",
      "local-seo-for-service-businesses",
      "paid-social-on-a-small-budget",
      "build-a-content-calendar-you-will-keep",
      "measuring-marketing-that-matters",
      "cookie-consent-without-losing-your-data",
      "email-marketing-is-not-dead",
      "marketing-with-a-small-team",
      "how-to-brief-an-agency",
    ]) {
      const header = built(`/blog/${slug}/`).querySelector("main header")?.textContent ?? "";
      expect([slug, header.match(/\d+ min read/)?.[0]]).not.toEqual([slug, "1 min read"]);
      expect([slug, /\b[3-5] min read/.test(header)]).toEqual([slug, true]);
    }
  });

  it("the team page's portraits are illustrations, named as such, and each of the six has a bio", () => {
    const document = built("/about/team/");
    const grid = sectionHeaded(document, "Meet the team")!;
    expect([...grid.querySelectorAll("img")].map((image) => image.getAttribute("alt"))).toEqual([
      "Illustrated portrait of Priya Raman",
      "Illustrated portrait of Tom Ashworth",
      "Illustrated portrait of Grace Okafor",
      "Illustrated portrait of Daniel Kowalski",
      "Illustrated portrait of Hannah Lindqvist",
      "Illustrated portrait of Samuel Osei",
    ]);
    const bios = [...document.querySelectorAll("main [data-rich-text] p")].map((paragraph) => paragraph.textContent ?? "");
    for (const lead of ["Priya Raman", "Tom Ashworth", "Grace Okafor", "Daniel Kowalski", "Hannah Lindqvist", "Samuel Osei"]) {
      expect([lead, bios.some((bio) => bio.startsWith(`${lead}, `))]).toEqual([lead, true]);
    }
  });

  it("the numbers agree, in English and French: six people shown and counted, results since 2014, no 'six services'", () => {
    const figures = (path: string, heading: string): string[][] =>
      [...sectionHeaded(built(path), heading)!.querySelectorAll("dl > div")].map((item) =>
        [item.querySelector("dt"), item.querySelector("dd")].map((cell) => cell?.textContent?.trim() ?? ""),
      );
    expect(sectionHeaded(built("/about/team/"), "Meet the team")!.querySelectorAll("li")).toHaveLength(6);
    expect(figures("/about/", "Lumen & Lark in numbers")).toContainEqual(["people, all senior", "6"]);
    expect(figures("/work/", "Results since 2014")).toContainEqual(["senior specialists you work with directly", "6"]);
    expect(sectionHeaded(built("/fr/a-propos/equipe/"), "Rencontrez l’équipe")!.querySelectorAll("li")).toHaveLength(6);
    expect(figures("/fr/a-propos/", "Lumen & Lark en chiffres")).toContainEqual(["personnes, toutes seniors", "6"]);
    expect(figures("/fr/realisations/", "Des résultats depuis 2014")).toContainEqual(["spécialistes seniors, vos interlocuteurs directs", "6"]);
    for (const path of [
      "/",
      "/services/",
      "/about/",
      "/about/team/",
      "/work/",
      "/fr/",
      "/fr/services/",
      "/fr/a-propos/",
      "/fr/a-propos/equipe/",
      "/fr/realisations/",
    ]) {
      const text = built(path).querySelector("main")?.textContent ?? "";
      expect([path, text.match(/eighteen|dix-huit|six services|ten years of results|dix ans de résultats/i)?.[0]]).toEqual([path, undefined]);
    }
    expect(built("/services/").querySelector("main [data-rich-text] p")?.textContent).toMatch(/^Our services come in two families\. Brand strategy/);
  });

  it("every case study has a 'What we did' section, with a picture of its own", () => {
    const pictures = new Set<string>();
    for (const path of ["/work/harbour-and-pine/", "/work/northfield-physio/", "/work/tally/"]) {
      const section = sectionHeaded(built(path), "What we did");
      expect([path, section?.querySelectorAll("li").length]).toEqual([path, 3]);
      pictures.add(section!.querySelector("img")!.getAttribute("alt")!);
    }
    expect(pictures).toEqual(new Set(["A grid of coral and sand tiles on teal", "Rings in sand and teal on pale blue", "Peaks in sand and ink on coral"]));
    const aboutHero = built("/about/").querySelector("main section img")?.getAttribute("alt");
    expect(aboutHero).toBe("Concentric orbits around a warm centre");
    expect(built("/work/harbour-and-pine/").querySelectorAll(`main img[alt="${aboutHero}"]`)).toHaveLength(0);
  });
});
