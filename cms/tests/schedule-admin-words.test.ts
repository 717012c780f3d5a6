/**
 * The Schedule panel's reading of a date and a time (any minute; what cannot be read is said, never taken as
 * midnight) and the words that mark scheduled entries in the list views and on the home page
 * (src/plugins/publishing/admin/src/schedule, docs/content-model.md "Scheduling"). Pure functions, no Strapi.
 * Run: npx jest --config cms/tests/jest.config.cjs schedule-admin-words
 */
import { readDate, readScheduleMoment, readTime } from "../src/plugins/publishing/admin/src/schedule/read-schedule-time";
import { entryScheduleWords, homeScheduleLine, moreScheduledWords, pendingWords } from "../src/plugins/publishing/admin/src/schedule/schedule-words";

/** Times as the server sends them: the tests read the words around them, not the editor's locale's date format. */
const asSent = (iso: string) => iso;

describe("a time of day, typed or picked, to the minute", () => {
  test("any minute is read as written, with or without the leading zero", () => {
    expect(readTime("04:15")).toEqual({ ok: true, value: { hour: 4, minute: 15, text: "04:15" } });
    expect(readTime("4:15")).toEqual({ ok: true, value: { hour: 4, minute: 15, text: "04:15" } });
    expect(readTime("16:07")).toEqual({ ok: true, value: { hour: 16, minute: 7, text: "16:07" } });
    expect(readTime("00:00")).toEqual({ ok: true, value: { hour: 0, minute: 0, text: "00:00" } });
    expect(readTime(" 23:59 ")).toEqual({ ok: true, value: { hour: 23, minute: 59, text: "23:59" } });
  });

  test("what cannot be read says why instead of becoming midnight", () => {
    expect(readTime("25:00")).toEqual({ ok: false, message: "“25:00” is not a time of day: hours go from 0 to 23." });
    expect(readTime("16:60")).toEqual({ ok: false, message: "“16:60” is not a time of day: minutes go from 00 to 59." });
    expect(readTime("")).toEqual({ ok: false, message: "Enter a time: hours and minutes, such as 16:07." });
    expect(readTime("4")).toEqual({ ok: false, message: "“4” is not a time: write hours and minutes, such as 16:07." });
    expect(readTime("4:5")).toEqual({ ok: false, message: "“4:5” is not a time: write hours and minutes, such as 16:07." });
    expect(readTime("quarter past four")).toEqual({ ok: false, message: "“quarter past four” is not a time: write hours and minutes, such as 16:07." });
  });

  test("a date as the date field gives it; a day that does not exist is refused", () => {
    expect(readDate("2026-12-01")).toEqual({ ok: true, value: { year: 2026, month: 12, day: 1 } });
    expect(readDate("")).toEqual({ ok: false, message: "Choose a date." });
    expect(readDate("2026-02-30")).toEqual({ ok: false, message: "“2026-02-30” is not a date: choose one in the calendar." });
    expect(readDate("1/12/2026")).toEqual({ ok: false, message: "“1/12/2026” is not a date: choose one in the calendar." });
  });
});

describe("the moment scheduled, in the editor's time zone", () => {
  /** 28 November 2026, 16:00 in the editor's zone (the machine's: the checks read local hours and minutes). */
  const now = () => new Date(2026, 10, 28, 16, 0);
  test("04:15 on a future day is 04:15 that day, not midnight, and 16:07 is 16:07", () => {
    const early = readScheduleMoment("2026-12-01", "04:15", now());
    expect(
      early.ok && [early.value.getFullYear(), early.value.getMonth() + 1, early.value.getDate(), early.value.getHours(), early.value.getMinutes()],
    ).toEqual([2026, 12, 1, 4, 15]);
    const late = readScheduleMoment("2026-11-28", "16:07", now());
    expect(late.ok && [late.value.getHours(), late.value.getMinutes()]).toEqual([16, 7]);
  });

  test("a time that has passed, an unreadable time or a missing date is said, in the editor's own words", () => {
    expect(readScheduleMoment("2026-11-28", "15:59", now())).toEqual({ ok: false, message: "2026-11-28 15:59 has passed: choose a later time." });
    expect(readScheduleMoment("2026-11-28", "16:00", now())).toEqual({ ok: false, message: "2026-11-28 16:00 has passed: choose a later time." });
    expect(readScheduleMoment("2026-12-01", "25:00", now())).toEqual({ ok: false, message: "“25:00” is not a time of day: hours go from 0 to 23." });
    expect(readScheduleMoment("2026-12-01", "", now())).toEqual({ ok: false, message: "Enter a time: hours and minutes, such as 16:07." });
    expect(readScheduleMoment("", "04:15", now())).toEqual({ ok: false, message: "Choose a date." });
  });
});

describe("scheduled entries are marked in the list views and on the home page", () => {
  const publish = {
    id: 4,
    action: "publish" as const,
    state: "pending" as const,
    entryKind: "blog-post" as const,
    entryDocumentId: "k3x9post",
    entryLocale: "en",
    entryTitle: "Paid social on a small budget",
    runAt: "2026-12-01T04:15:00.000Z",
  };
  const unpublish = { ...publish, id: 5, action: "unpublish" as const, runAt: "2026-12-08T16:07:00.000Z" };
  const french = { ...publish, id: 6, entryLocale: "fr", entryTitle: "Social payant à petit budget", runAt: "2026-12-02T09:03:00.000Z" };
  const page = { ...publish, id: 7, entryKind: "page" as const, entryDocumentId: "p4about", entryTitle: "About", runAt: "2026-12-03T10:10:00.000Z" };

  test("a pending publish and unpublish, and one under way", () => {
    expect(pendingWords(publish, asSent)).toBe("Scheduled for 2026-12-01T04:15:00.000Z");
    expect(pendingWords(unpublish, asSent)).toBe("Unpublish scheduled for 2026-12-08T16:07:00.000Z");
    expect(pendingWords({ ...publish, state: "running" }, asSent)).toBe("Publishing now");
    expect(pendingWords({ ...unpublish, state: "running" }, asSent)).toBe("Unpublishing now");
  });

  test("a row is marked with its own translation's actions only", () => {
    const all = [publish, french, page, unpublish];
    expect(entryScheduleWords(all, { kind: "blog-post", documentId: "k3x9post", locale: "en" }, asSent)).toEqual([
      "Scheduled for 2026-12-01T04:15:00.000Z",
      "Unpublish scheduled for 2026-12-08T16:07:00.000Z",
    ]);
    expect(entryScheduleWords(all, { kind: "blog-post", documentId: "k3x9post", locale: "fr" }, asSent)).toEqual(["Scheduled for 2026-12-02T09:03:00.000Z"]);
    expect(entryScheduleWords(all, { kind: "page", documentId: "p4about", locale: "en" }, asSent)).toEqual(["Scheduled for 2026-12-03T10:10:00.000Z"]);
    expect(entryScheduleWords(all, { kind: "page", documentId: "k3x9post", locale: "en" }, asSent)).toEqual([]);
  });

  test("the home page names the entry and its translation", () => {
    expect(homeScheduleLine(publish, asSent)).toBe("The blog post “Paid social on a small budget”: scheduled for 2026-12-01T04:15:00.000Z");
    expect(homeScheduleLine(unpublish, asSent)).toBe("The blog post “Paid social on a small budget”: unpublish scheduled for 2026-12-08T16:07:00.000Z");
    expect(homeScheduleLine(french, asSent)).toBe("The French version of the blog post “Social payant à petit budget”: scheduled for 2026-12-02T09:03:00.000Z");
    expect(homeScheduleLine({ ...page, state: "running" }, asSent)).toBe("The page “About”: publishing now");
    expect(moreScheduledWords(2)).toBe("and 2 more scheduled: see the Publishing page.");
    expect(moreScheduledWords(0)).toBeNull();
  });
});
