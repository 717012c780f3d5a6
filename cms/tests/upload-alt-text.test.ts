/**
 * The upload request as the admin's alt-text prompt reads and rewrites it (src/lib/upload-alt-text.ts): which
 * images would arrive without alternative text, and the same request with the texts the editor typed. Every
 * expected value is written out. Plain Jest: no Strapi needed. Run: npx jest --config cms/tests/jest.config.cjs upload-alt-text
 */
import { imagesWithoutAltText, withAltTexts } from "../src/lib/upload-alt-text";

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

/** An upload as Strapi's dialogs build it: every file, then one fileInfo per file. */
const upload = (files: File[], infos: object[]): FormData => {
  const form = new FormData();
  for (const one of files) form.append("files", one);
  for (const info of infos) form.append("fileInfo", JSON.stringify(info));
  return form;
};

const entries = (form: FormData) =>
  [...form.entries()].map(([key, value]) => (typeof value === "string" ? [key, JSON.parse(value)] : [key, `${value.name} (${value.type})`]));

describe("imagesWithoutAltText", () => {
  test("images with an empty or blank alternative text, by position; other files and described images pass", () => {
    const form = upload(
      [file("team.jpg", "image/jpeg"), file("brochure.pdf", "application/pdf"), file("logo.png", "image/png"), file("map.webp", "image/webp")],
      [
        { name: "team.jpg", alternativeText: null, folder: null },
        { name: "brochure.pdf", alternativeText: "" },
        { name: "Our logo.png", alternativeText: "  " },
        { name: "map.webp", alternativeText: "Map of the studio" },
      ],
    );
    expect(imagesWithoutAltText(form).map(({ index, name }) => ({ index, name }))).toEqual([
      { index: 0, name: "team.jpg" },
      { index: 2, name: "Our logo.png" },
    ]);
  });

  test("an image without a fileInfo entry needs one too; a request without files needs nothing", () => {
    const form = new FormData();
    form.append("files", file("hero.jpg", "image/jpeg"));
    expect(imagesWithoutAltText(form).map(({ index, name }) => ({ index, name }))).toEqual([{ index: 0, name: "hero.jpg" }]);
    expect(imagesWithoutAltText(new FormData())).toEqual([]);
  });
});

describe("withAltTexts", () => {
  test("puts the typed texts (trimmed) into their files' fileInfo, keeping every other field and the order", () => {
    const form = upload(
      [file("team.jpg", "image/jpeg"), file("brochure.pdf", "application/pdf"), file("logo.png", "image/png")],
      [
        { name: "team.jpg", caption: "The team", alternativeText: null, folder: 7 },
        { name: "brochure.pdf", alternativeText: null },
        { name: "logo.png", alternativeText: "" },
      ],
    );
    const next = withAltTexts(
      form,
      new Map([
        [0, " Five people laughing around a table "],
        [2, "Lumen & Lark"],
      ]),
    );
    expect(entries(next)).toEqual([
      ["files", "team.jpg (image/jpeg)"],
      ["files", "brochure.pdf (application/pdf)"],
      ["files", "logo.png (image/png)"],
      ["fileInfo", { name: "team.jpg", caption: "The team", alternativeText: "Five people laughing around a table", folder: 7 }],
      ["fileInfo", { name: "brochure.pdf", alternativeText: null }],
      ["fileInfo", { name: "logo.png", alternativeText: "Lumen & Lark" }],
    ]);
  });

  test("files without fileInfo entries get them, in order", () => {
    const form = new FormData();
    form.append("files", file("a.pdf", "application/pdf"));
    form.append("files", file("b.jpg", "image/jpeg"));
    expect(entries(withAltTexts(form, new Map([[1, "A yellow door"]])))).toEqual([
      ["files", "a.pdf (application/pdf)"],
      ["files", "b.jpg (image/jpeg)"],
      ["fileInfo", {}],
      ["fileInfo", { alternativeText: "A yellow door" }],
    ]);
  });
});
