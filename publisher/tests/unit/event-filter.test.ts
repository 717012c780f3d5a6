import { decideEvent } from "../../src/webhook/event-filter";

// Payloads shaped like Strapi 5.54's webhook-runner output: { event, createdAt, model, uid, entry }.
const entry = (event: string, publishedAt: string | null) => ({
  event,
  createdAt: "2025-01-14T09:30:12.045Z",
  model: "page",
  uid: "api::page.page",
  entry: { id: 7, documentId: "abc123", title: "About", publishedAt },
});

describe("event filter", () => {
  test.each(["entry.publish", "entry.unpublish", "entry.delete"])("%s starts a build", (event) => {
    expect(decideEvent(entry(event, null)).rebuild).toBe(true);
  });

  const media = (event: string) => ({ event, createdAt: "…", media: { id: 1, documentId: "file-cover-1", url: "/uploads/a.png" } });

  test("an upload does not start a build: nothing published uses a new file yet", () => {
    const decision = decideEvent(media("media.create"), undefined, { mediaInUse: () => true });
    expect(decision).toMatchObject({ rebuild: false, reason: "a new upload is not used by published content yet" });
  });

  test.each(["media.update", "media.delete"])("%s of a file the live site uses starts a build", (event) => {
    const asked: (string | null)[] = [];
    const decision = decideEvent(media(event), undefined, { mediaInUse: (id) => (asked.push(id), true) });
    expect(decision).toMatchObject({ rebuild: true, reason: `${event} of a file published content uses` });
    expect(asked).toEqual(["file-cover-1"]);
  });

  test.each(["media.update", "media.delete"])("%s of a file nothing published uses does not", (event) => {
    expect(decideEvent(media(event), undefined, { mediaInUse: () => false })).toMatchObject({
      rebuild: false,
      reason: `${event} of a file no published content uses`,
    });
  });

  test.each(["media.update", "media.delete"])("%s builds when use cannot be told (nothing live, no record, no context)", (event) => {
    expect(decideEvent(media(event), undefined, { mediaInUse: () => null })).toMatchObject({
      rebuild: true,
      reason: `${event} of a file whose use is unknown`,
    });
    expect(decideEvent(media(event)).rebuild).toBe(true);
  });

  test.each(["entry.create", "entry.update"])("%s of a draft does not start a build", (event) => {
    const decision = decideEvent(entry(event, null));
    expect(decision.rebuild).toBe(false);
    expect(decision.reason).toMatch(/draft/);
  });

  test.each(["entry.create", "entry.update"])("%s of a published entry (no Draft & Publish) starts a build", (event) => {
    expect(decideEvent(entry(event, "2025-01-14T09:30:12.000Z")).rebuild).toBe(true);
  });

  test("an entry without a publishedAt field cannot be judged and builds (safe side)", () => {
    expect(decideEvent({ event: "entry.update", model: "navigation", entry: { id: 1, name: "Main" } }).rebuild).toBe(true);
    expect(decideEvent({ event: "entry.update", model: "navigation" }).rebuild).toBe(true);
  });

  test("entry.draft-discard, review workflow and unknown events are ignored", () => {
    expect(decideEvent(entry("entry.draft-discard", null)).rebuild).toBe(false);
    expect(decideEvent({ event: "review-workflows.updateEntryStage" }).rebuild).toBe(false);
    expect(decideEvent({ event: "something.else" }).rebuild).toBe(false);
    expect(decideEvent({}).rebuild).toBe(false);
    expect(decideEvent(null).rebuild).toBe(false);
    expect(decideEvent([1, 2]).rebuild).toBe(false);
  });

  test("a published content release starts a build", () => {
    expect(decideEvent({ event: "releases.publish", isPublished: true, release: { id: 1 } }).rebuild).toBe(true);
    expect(decideEvent({ event: "releases.publish", isPublished: false }).rebuild).toBe(false);
  });

  test("falls back to the X-Strapi-Event header and reports the model", () => {
    const decision = decideEvent({ entry: { publishedAt: null } }, "entry.publish");
    expect(decision).toMatchObject({ event: "entry.publish", rebuild: true });
    expect(decideEvent(entry("entry.publish", null)).model).toBe("page");
  });

  test('a trigger the CMS names (a scheduled publish) is kept for the build\'s "started by"; one with control characters is not', () => {
    const scheduled = {
      ...entry("entry.publish", "2025-01-14T09:30:12.045Z"),
      trigger: 'scheduled publish of the blog post "Launch" (set by editor@example.com)',
    };
    expect(decideEvent(scheduled)).toMatchObject({ rebuild: true, trigger: 'scheduled publish of the blog post "Launch" (set by editor@example.com)' });
    expect(decideEvent({ ...scheduled, trigger: "scheduled\npublish" })).not.toHaveProperty("trigger");
    expect(decideEvent(entry("entry.publish", null))).not.toHaveProperty("trigger");
  });
});
