import { dateInWords } from "../../../plugins/cms-data-layer/blog/date-in-words";

describe("a publication date in words", () => {
  it("is written the British way in English", () => {
    expect(dateInWords("en", "2026-03-12")).toBe("12 March 2026");
  });

  it("is written the French way in French", () => {
    expect(dateInWords("fr", "2026-03-12")).toBe("12 mars 2026");
    expect(dateInWords("fr", "2026-01-01")).toBe("1 janvier 2026");
  });

  it("reads a full ISO time in UTC", () => {
    expect(dateInWords("en", "2025-12-09T23:30:00.000Z")).toBe("9 December 2025");
  });

  it("is the editor's day, not the build machine's: at UTC-10 the 1st of January is still the 1st", () => {
    // Jest hands tests a copy of process.env, so TZ cannot be changed here: make UTC-10 the zone every formatter gets
    // unless it names one. The module is loaded afresh inside the mock, since it keeps its formatters once built.
    const RealDateTimeFormat = Intl.DateTimeFormat;
    jest.spyOn(Intl, "DateTimeFormat").mockImplementation((locales, options) => new RealDateTimeFormat(locales, { timeZone: "Pacific/Honolulu", ...options }));
    let text = "";
    jest.isolateModules(() => {
      const { dateInWords: inHonolulu } = jest.requireActual<{ dateInWords: typeof dateInWords }>("../../../plugins/cms-data-layer/blog/date-in-words");
      text = inHonolulu("en", "2026-01-01");
    });
    jest.restoreAllMocks();
    expect(text).toBe("1 January 2026");
  });
});
