/**
 * The seed's generated pictures must be honest. Portraits are initials that the alternative text
 * names (they were six identical silhouettes called "Portrait of …"), the logo wall shows client names as
 * wordmarks (it showed nameless shapes), and no picture serves two subjects (the About hero and a case study's
 * detail were the same rings in the same colours). Plain Jest over the seed and its renderer: no Strapi needed.
 * Run: npx jest --config cms/tests/jest.config.cjs seed-images
 */
import crypto from "node:crypto";
import { full } from "../src/seed/data/full/content";
import { renderImage } from "../src/seed/render-image";
import type { ImageSpec } from "../src/seed/seed-types";

const spec = (name: string): ImageSpec => {
  const found = full.images.find((image) => image.name === name);
  if (!found) throw new Error(`no seed image ${name}`);
  return found;
};
const hash = (buffer: Buffer): string => crypto.createHash("sha256").update(buffer).digest("hex");

const PORTRAITS: Array<[string, string, string]> = [
  ["portrait-priya-raman.jpg", "PR", "Initials PR, for Priya Raman"],
  ["portrait-tom-ashworth.jpg", "TA", "Initials TA, for Tom Ashworth"],
  ["portrait-grace-okafor.jpg", "GO", "Initials GO, for Grace Okafor"],
  ["portrait-daniel-kowalski.jpg", "DK", "Initials DK, for Daniel Kowalski"],
  ["portrait-hannah-lindqvist.jpg", "HL", "Initials HL, for Hannah Lindqvist"],
  ["portrait-samuel-osei.jpg", "SO", "Initials SO, for Samuel Osei"],
  ["portrait-eleanor-hart.jpg", "EH", "Initials EH, for Eleanor Hart"],
  ["portrait-marcus-bell.jpg", "MB", "Initials MB, for Marcus Bell"],
  ["portrait-aisha-khan.jpg", "AK", "Initials AK, for Aisha Khan"],
];

const LOGOS: Array<[string, string]> = [
  ["logo-harbour-and-pine.png", "Harbour & Pine"],
  ["logo-northfield-physio.png", "Northfield Physio"],
  ["logo-tally.png", "Tally"],
  ["logo-greenway-dental.png", "Greenway Dental"],
  ["logo-bramble-and-co.png", "Bramble & Co"],
  ["logo-orbit-charity.png", "Orbit Youth Trust"],
];

test("every portrait shows the person's initials, and its alternative text says so", () => {
  expect(PORTRAITS.map(([name]) => [spec(name).motif, spec(name).text, spec(name).alt])).toEqual(
    PORTRAITS.map(([, initials, alt]) => ["initials", initials, alt]),
  );
});

test("portraits are distinct pictures, each in colours of its own", async () => {
  const palettes = new Set(PORTRAITS.map(([name]) => spec(name).palette.join()));
  expect(palettes.size).toBe(9);
  const hashes = new Set(await Promise.all(PORTRAITS.map(async ([name]) => hash(await renderImage(spec(name))))));
  expect(hashes.size).toBe(9);
});

test("the logo wall's pictures are wordmarks of the client named in their alternative text", () => {
  expect(LOGOS.map(([name]) => [spec(name).motif, spec(name).text, spec(name).alt])).toEqual(LOGOS.map(([, client]) => ["wordmark", client, client]));
});

test("the words are drawn: the same wordmark with another name, or the same disc with other initials, is another picture", async () => {
  const tally = spec("logo-tally.png");
  expect(hash(await renderImage(tally))).not.toBe(hash(await renderImage({ ...tally, text: "Tilly" })));
  const priya = spec("portrait-priya-raman.jpg");
  expect(hash(await renderImage(priya))).not.toBe(hash(await renderImage({ ...priya, text: "PK" })));
});

test("a letter the drawing has no stroke for fails the seed instead of being left out", async () => {
  await expect(renderImage({ ...spec("logo-tally.png"), text: "Tally 2" })).rejects.toThrow('no stroke letter for "2"');
});

test("no two seeded pictures are drawn alike (one motif and palette each): the About hero is not a case study's picture", () => {
  const drawings = new Map<string, string[]>();
  for (const image of full.images) {
    const key = `${image.motif} ${image.palette.join()} ${image.text ?? ""}`;
    drawings.set(key, [...(drawings.get(key) ?? []), image.name]);
  }
  expect([...drawings.values()].filter((names) => names.length > 1)).toEqual([]);
  expect([spec("hero-about.jpg").motif, spec("detail-harbour-and-pine.jpg").motif]).toEqual(["orbits", "waves"]);
});

test("each picture on a page serves one subject: the studio photo only on the team page, each case study's pictures only in its story", () => {
  const usedOn = new Map<string, Set<string>>();
  const visit = (value: unknown, page: string): void => {
    if (typeof value === "string" && full.images.some((image) => image.name === value)) usedOn.set(value, new Set([...(usedOn.get(value) ?? []), page]));
    else if (Array.isArray(value)) value.forEach((item) => visit(item, page));
    else if (value && typeof value === "object") Object.values(value).forEach((item) => visit(item, page));
  };
  for (const page of full.pages) visit(page.content, page.slug);
  const pagesOf = (name: string) => [...(usedOn.get(name) ?? [])].sort();
  expect(pagesOf("hero-about.jpg")).toEqual(["about"]);
  expect(pagesOf("studio-shoreditch.jpg")).toEqual(["team"]);
  expect(pagesOf("detail-harbour-and-pine.jpg")).toEqual(["harbour-and-pine"]);
  expect(pagesOf("process-harbour-and-pine.jpg")).toEqual(["harbour-and-pine"]);
  expect(pagesOf("process-northfield-physio.jpg")).toEqual(["northfield-physio"]);
  expect(pagesOf("process-tally.jpg")).toEqual(["tally"]);
  // A client's own picture and portrait appear where that client is shown (its card, its story), nowhere else.
  expect(pagesOf("work-harbour-and-pine.jpg")).toEqual(["harbour-and-pine", "home", "work"]);
  expect(pagesOf("portrait-eleanor-hart.jpg")).toEqual(["harbour-and-pine", "home"]);
});
