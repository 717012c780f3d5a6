/**
 * The seed's generated pictures must be honest. Portraits are illustrations that the alternative text names
 * as such (they were six identical silhouettes called "Portrait of …", then monograms on discs), the logo wall
 * shows each client's own wordmark (it showed nameless shapes, then the same capitals on every card), and no
 * picture serves two subjects (the About hero and a case study's detail were the same rings in the same colours).
 * Plain Jest over the seed and its renderer: no Strapi needed.
 * Run: npx jest --config cms/tests/jest.config.cjs seed-images
 */
import crypto from "node:crypto";
import sharp from "sharp";
import { full } from "../src/seed/data/full/content";
import { renderImage } from "../src/seed/render-image";
import type { ImageSpec } from "../src/seed/seed-types";

const spec = (name: string): ImageSpec => {
  const found = full.images.find((image) => image.name === name);
  if (!found) throw new Error(`no seed image ${name}`);
  return found;
};
const hash = (buffer: Buffer): string => crypto.createHash("sha256").update(buffer).digest("hex");

const PORTRAITS: Array<[string, string]> = [
  ["portrait-priya-raman.jpg", "Illustrated portrait of Priya Raman"],
  ["portrait-tom-ashworth.jpg", "Illustrated portrait of Tom Ashworth"],
  ["portrait-grace-okafor.jpg", "Illustrated portrait of Grace Okafor"],
  ["portrait-daniel-kowalski.jpg", "Illustrated portrait of Daniel Kowalski"],
  ["portrait-hannah-lindqvist.jpg", "Illustrated portrait of Hannah Lindqvist"],
  ["portrait-samuel-osei.jpg", "Illustrated portrait of Samuel Osei"],
  ["portrait-eleanor-hart.jpg", "Illustrated portrait of Eleanor Hart"],
  ["portrait-marcus-bell.jpg", "Illustrated portrait of Marcus Bell"],
  ["portrait-aisha-khan.jpg", "Illustrated portrait of Aisha Khan"],
];

const LOGOS: Array<[string, string]> = [
  ["logo-harbour-and-pine.png", "Harbour & Pine"],
  ["logo-northfield-physio.png", "Northfield Physio"],
  ["logo-tally.png", "Tally"],
  ["logo-greenway-dental.png", "Greenway Dental"],
  ["logo-bramble-and-co.png", "Bramble & Co"],
  ["logo-orbit-charity.png", "Orbit Youth Trust"],
];

test("every portrait is an illustration, and its alternative text says so (not a photograph, not initials)", () => {
  expect(PORTRAITS.map(([name]) => [spec(name).motif, spec(name).alt])).toEqual(PORTRAITS.map(([, alt]) => ["portrait", alt]));
  expect(full.images.filter((image) => image.motif === "portrait").map((image) => image.name)).toEqual(PORTRAITS.map(([name]) => name));
});

test("every person the site shows has a portrait of their own: as many different pictures as people", async () => {
  const portraitOf = new Map<string, Set<string>>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const { name, portrait } = value as { name?: unknown; portrait?: unknown };
      if (typeof name === "string" && typeof portrait === "string") portraitOf.set(name, new Set([...(portraitOf.get(name) ?? []), portrait]));
      Object.values(value).forEach(visit);
    }
  };
  visit(full.pages);
  visit(full.taxonomy);
  expect([...portraitOf.keys()].sort()).toEqual([
    "Aisha Khan",
    "Daniel Kowalski",
    "Eleanor Hart",
    "Grace Okafor",
    "Hannah Lindqvist",
    "Marcus Bell",
    "Priya Raman",
    "Samuel Osei",
    "Tom Ashworth",
  ]);
  for (const [person, files] of portraitOf) expect([person, files.size]).toEqual([person, 1]);
  const files = [...portraitOf.values()].flatMap((names) => [...names]);
  expect(new Set(files).size).toBe(9);
  const hashes = new Set(await Promise.all(files.map(async (name) => hash(await renderImage(spec(name))))));
  expect(hashes.size).toBe(9);
});

test("no two people are drawn alike: each has their own hair and clothes", () => {
  const looks = PORTRAITS.map(([name]) => spec(name).look);
  expect(new Set(looks.map((look) => look?.clothing)).size).toBe(9);
  expect(new Set(looks.map((look) => `${look?.skin} ${look?.hair} ${look?.hairStyle}`)).size).toBe(9);
  expect(new Set(looks.map((look) => look?.hairStyle)).size).toBeGreaterThanOrEqual(8);
});

test("a portrait is a drawing of a person, not a disc with letters: its middle is the face, its corners background", async () => {
  const { data, info } = await sharp(await renderImage(spec("portrait-grace-okafor.jpg")))
    .raw()
    .toBuffer({ resolveWithObject: true });
  // How far the pixel is from a colour (the largest difference of a channel): JPEG moves colours by a few units.
  const distance = (x: number, y: number, hex: string): number => {
    const at = (y * info.width + x) * info.channels;
    return Math.max(...[0, 1, 2].map((channel) => Math.abs(data[at + channel]! - parseInt(hex.slice(1 + channel * 2, 3 + channel * 2), 16))));
  };
  // Grace's skin (#5e3a24) on the forehead, her picture's background (#fbe7b0) in the top corners.
  expect([distance(320, 260, "#5e3a24"), distance(8, 8, "#fbe7b0"), distance(631, 8, "#fbe7b0")].map((d) => d <= 8)).toEqual([true, true, true]);
});

test("the logo wall's pictures are wordmarks of the client named in their alternative text", () => {
  expect(LOGOS.map(([name]) => [spec(name).motif, spec(name).text, spec(name).alt])).toEqual(LOGOS.map(([, client]) => ["wordmark", client, client]));
});

test("each client's wordmark is set its own way: its own mark, and case, weight and colours that vary", () => {
  expect(LOGOS.map(([name]) => [spec(name).text, spec(name).wordmark?.mark, spec(name).wordmark?.letterCase])).toEqual([
    ["Harbour & Pine", "pine", "title"],
    ["Northfield Physio", "compass", "upper"],
    ["Tally", "tally", "lower"],
    ["Greenway Dental", "leaf", "title"],
    ["Bramble & Co", "berries", "lower"],
    ["Orbit Youth Trust", "orbit", "upper"],
  ]);
  expect(new Set(LOGOS.map(([name]) => spec(name).wordmark?.weight)).size).toBe(6);
  expect(new Set(LOGOS.map(([name]) => spec(name).palette.slice(1).join())).size).toBe(6);
});

test("the words are drawn: the same wordmark with another name, or in another case, is another picture", async () => {
  const tally = spec("logo-tally.png");
  const tallyHash = hash(await renderImage(tally));
  expect(tallyHash).not.toBe(hash(await renderImage({ ...tally, text: "Tilly" })));
  expect(tallyHash).not.toBe(hash(await renderImage({ ...tally, wordmark: { ...tally.wordmark!, letterCase: "upper" } })));
  const priya = spec("portrait-priya-raman.jpg");
  expect(hash(await renderImage(priya))).not.toBe(hash(await renderImage({ ...priya, look: { ...priya.look, hairStyle: "bob" } })));
});

test("a letter the drawing has no stroke for fails the seed instead of being left out", async () => {
  await expect(renderImage({ ...spec("logo-tally.png"), text: "Tally 2" })).rejects.toThrow('no stroke letter for "2"');
});

test("no two seeded pictures are drawn alike (one motif and palette, or look, each): the About hero is not a case study's picture", () => {
  const drawings = new Map<string, string[]>();
  for (const image of full.images) {
    const key = `${image.motif} ${image.palette.join()} ${image.text ?? ""} ${JSON.stringify(image.look ?? image.wordmark ?? null)}`;
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
