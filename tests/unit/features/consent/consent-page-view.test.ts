import { ANALYTICS_GRANTED_SESSION_KEY, pageViewEvent, type claimFirstAnalyticsGrant } from "../../../../src/features/consent/consent-page-view";

type Claim = typeof claimFirstAnalyticsGrant;

// A fresh module per test: the no-storage fallback keeps its flag in module state.
function freshClaim(): Claim {
  let claim!: Claim;
  jest.isolateModules(() => {
    claim = (jest.requireActual("../../../../src/features/consent/consent-page-view") as { claimFirstAnalyticsGrant: Claim }).claimFirstAnalyticsGrant;
  });
  return claim;
}

function session(): Pick<Storage, "getItem" | "setItem"> & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

describe("page_view once per session on the first analytics grant", () => {
  test("the first grant claims it, later grants in the same session do not", () => {
    const claim = freshClaim();
    const storage = session();
    expect(claim(storage, true)).toBe(true);
    expect(storage.map.get(ANALYTICS_GRANTED_SESSION_KEY)).toBe("1");
    expect(claim(storage, true)).toBe(false);
    expect(claim(storage, true)).toBe(false);
  });

  test("a decision without analytics neither sends nor uses up the session's grant", () => {
    const claim = freshClaim();
    const storage = session();
    expect(claim(storage, false)).toBe(false);
    expect(storage.map.size).toBe(0);
    expect(claim(storage, true)).toBe(true);
  });

  test("a new session (new sessionStorage) gets its own first grant", () => {
    const claim = freshClaim();
    expect(claim(session(), true)).toBe(true);
    expect(claim(session(), true)).toBe(true);
  });

  test("without session storage it still happens once for the page's lifetime", () => {
    const claim = freshClaim();
    const broken = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => undefined,
    };
    expect(claim(broken, true)).toBe(true);
    expect(claim(broken, true)).toBe(false);
    expect(claim(null, true)).toBe(false);
  });

  test("the event carries the page title and location", () => {
    expect(pageViewEvent("Home | Agency", "http://127.0.0.1/")).toEqual({
      event: "page_view",
      page_title: "Home | Agency",
      page_location: "http://127.0.0.1/",
    });
  });
});
