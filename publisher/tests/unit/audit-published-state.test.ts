import { readPublishedState } from "../../src/audit/cms-published-state";
import { startFakeCms, type FakeCms } from "../helpers/fake-cms";

let cms: FakeCms;

beforeAll(async () => {
  cms = await startFakeCms();
});

afterAll(async () => {
  await cms.close();
});

test("the audit reads every published category, tag and author, named by its name", async () => {
  const at = "2026-11-24T10:00:00.000Z";
  cms.content.categories.push({ documentId: "category-search", name: "Search", slug: "search", updatedAt: at, publishedAt: at });
  cms.content.tags.push({ documentId: "tag-planning", name: "Planning", slug: "planning", updatedAt: at, publishedAt: at });
  cms.content.authors.push({ documentId: "author-grace", name: "Grace Okafor", slug: "grace-okafor", updatedAt: at, publishedAt: at });
  const state = await readPublishedState({ strapiUrl: cms.url, token: "test-token" });
  const terms = state.filter((entry) => ["category", "tag", "author"].includes(entry.kind));
  expect(terms).toEqual([
    { kind: "category", id: "category-search", locale: "en", version: at, label: 'category "Search"', changedAt: Date.parse(at) },
    { kind: "tag", id: "tag-planning", locale: "en", version: at, label: 'tag "Planning"', changedAt: Date.parse(at) },
    { kind: "author", id: "author-grace", locale: "en", version: at, label: 'author "Grace Okafor"', changedAt: Date.parse(at) },
  ]);
});
