import { readdirSync } from "node:fs";
import { join } from "node:path";
import { catalogueFor } from "../../../src/i18n/catalogues";
import { catalogueDifferences, type Catalogue } from "../../support/catalogue-keys";

// Every catalogue file found, so a third locale's is checked without touching this test.
const MESSAGES_DIR = join(__dirname, "../../../src/i18n/messages");
const files = readdirSync(MESSAGES_DIR).filter((file) => file.endsWith(".ts"));

function load(file: string): Catalogue {
  const exports = jest.requireActual<Record<string, Catalogue>>(join(MESSAGES_DIR, file));
  const catalogue = exports[file.replace(/\.ts$/, "")];
  if (!catalogue) throw new Error(`${file} exports no catalogue named after its file`);
  return catalogue;
}

const english = load("en.ts");

it("finds the English catalogue and at least one other", () => {
  expect(files).toEqual(expect.arrayContaining(["en.ts", "fr.ts"]));
});

describe.each(files.filter((file) => file !== "en.ts"))("%s", (file) => {
  const catalogue = load(file);
  const differences = catalogueDifferences(english, catalogue);

  it("has exactly the English catalogue's keys", () => {
    expect({ missing: differences.missing, extra: differences.extra }).toEqual({ missing: [], extra: [] });
  });

  it("uses the same placeholders as English in every message", () => {
    expect(differences.placeholders).toEqual([]);
  });

  it("gives every plural message an `other` form and only Intl's plural categories", () => {
    const allowed = new Set(["zero", "one", "two", "few", "many", "other"]);
    for (const messages of Object.values(catalogue)) {
      for (const value of Object.values(messages)) {
        if (typeof value === "string") continue;
        expect(value).toHaveProperty("other");
        expect(Object.keys(value).filter((form) => !allowed.has(form))).toEqual([]);
      }
    }
  });

  it("leaves no message empty", () => {
    const empty = Object.entries(catalogue).flatMap(([group, messages]) =>
      Object.entries(messages)
        .filter(([, value]) => (typeof value === "string" ? value.trim() === "" : Object.values(value).some((form) => form.trim() === "")))
        .map(([key]) => `${group}.${key}`),
    );
    expect(empty).toEqual([]);
  });
});

describe("a page's catalogue, as the build writes it", () => {
  it("carries the message's length limit written in the language's numbers, so no browser formats it", () => {
    expect(catalogueFor("en").enquiryForm.messageLimit).toBe("Up to 5,000 characters.");
    expect(catalogueFor("en").enquiryForm.messageCount).toBe("{count} of 5,000 characters");
    expect(catalogueFor("fr").enquiryForm.messageLimit).toBe("Jusqu’à 5\u202f000 caractères.");
    expect(catalogueFor("fr").enquiryForm.messageOver).toBe("{count} sur 5\u202f000 caractères : {over} de trop");
  });
});
