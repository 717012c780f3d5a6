import { codePointsOf, CORE_CODE_POINTS, unicodeRange } from "../../../src/theme/font-core-characters";

describe("the core characters of the first-view font files", () => {
  it("are printable ASCII and the marks of English and French copy, as one unicode-range", () => {
    expect(unicodeRange(CORE_CODE_POINTS)).toBe(
      "U+20-7E,U+A0,U+A3,U+A9,U+AB,U+AE,U+B0,U+B7,U+BB,U+C0,U+C2,U+C6-CB,U+CE-CF,U+D4,U+D7,U+D9,U+DB-DC,U+E0,U+E2,U+E6-EB,U+EE-EF,U+F4,U+F9,U+FB-FC,U+FF," +
        "U+152-153,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+202F,U+20AC,U+2122",
    );
  });

  it("cover the language switcher's French name and a French sentence, so neither fetches a second font file", () => {
    const core = new Set(CORE_CODE_POINTS);
    const outside = (text: string) => [...text].filter((character) => !core.has(character.codePointAt(0)!));
    expect(outside("Français")).toEqual([]);
    expect(outside("À propos : l’équipe « Lumen & Lark » crée, gère et mesure vos campagnes — où qu’elles soient ; Œuvres, déjà vues à 90 °.")).toEqual([]);
  });

  it("unicodeRange sorts, merges neighbours and drops repeats", () => {
    expect(unicodeRange([0x43, 0x41, 0x42, 0x42, 0x2019, 0x100])).toBe("U+41-43,U+100,U+2019");
    expect(unicodeRange([])).toBe("");
  });

  it("codePointsOf reads a unicode-range back, single points and spans", () => {
    expect(codePointsOf("U+0041-0043,U+0131")).toEqual([0x41, 0x42, 0x43, 0x131]);
    expect(codePointsOf("U+00FF")).toEqual([0xff]);
  });
});
