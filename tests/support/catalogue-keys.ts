/**
 * What the catalogue check compares (tests/unit/i18n and the third-locale build in tests/locales): a catalogue's
 * "group.key" entries and the placeholders each uses, against the English reference. A test helper, not the
 * product's: the product only reads catalogues.
 */
export type Catalogue = Record<string, Record<string, string | Record<string, string>>>;

/** "group.key" → the placeholders its text uses (plural forms together), sorted. */
function catalogueEntries(catalogue: Catalogue): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
  for (const [group, messages] of Object.entries(catalogue)) {
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value === "string") found.set(`${group}.${key}`, placeholders(value));
      else found.set(`${group}.${key}`, [...new Set(Object.values(value).flatMap(placeholders))].sort());
    }
  }
  return found;
}

export interface CatalogueDifferences {
  missing: string[];
  extra: string[];
  /** Keys whose placeholders differ from the reference's. */
  placeholders: string[];
}

export function catalogueDifferences(reference: Catalogue, other: Catalogue): CatalogueDifferences {
  const expected = catalogueEntries(reference);
  const found = catalogueEntries(other);
  return {
    missing: [...expected.keys()].filter((key) => !found.has(key)),
    extra: [...found.keys()].filter((key) => !expected.has(key)),
    placeholders: [...expected].filter(([key, names]) => found.has(key) && found.get(key)!.join(",") !== names.join(",")).map(([key]) => key),
  };
}
