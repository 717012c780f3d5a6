import { rememberScroll, scrollAfterLoad, scrollAfterNavigation, startScrollMemory } from "../../../../src/app/runtime/scroll";

/** jsdom has no layout: the calls to scrollTo and scrollIntoView are what is checked. */
const scrollTo = jest.fn();
/** Session storage reads made while the memory started. */
let readsAtStart = -1;
beforeAll(() => {
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.sessionStorage.setItem(
    "scrollPositions",
    JSON.stringify([
      ["/blog/|k-stored", 2400],
      ["/team/|k-older", 510],
    ]),
  );
  const getItem = jest.spyOn(Storage.prototype, "getItem");
  startScrollMemory();
  readsAtStart = getItem.mock.calls.length;
  getItem.mockRestore();
});
beforeEach(() => scrollTo.mockClear());

const popstate = () => window.dispatchEvent(new PopStateEvent("popstate"));

function withNavigationType(type: string, run: () => void) {
  const original = performance.getEntriesByType;
  performance.getEntriesByType = ((kind: string) => (kind === "navigation" ? [{ type }] : [])) as unknown as typeof performance.getEntriesByType;
  try {
    run();
  } finally {
    performance.getEntriesByType = original;
  }
}

describe("scroll after a navigation", () => {
  it("starting reads nothing from session storage (the previous documents' positions are read when first needed)", () => {
    expect(readsAtStart).toBe(0);
  });

  it("Back/Forward to an entry of an earlier document of the tab returns to its position from session storage", () => {
    popstate();
    scrollAfterNavigation({ hash: "", pathname: "/team/" }, "k-older");
    expect(scrollTo).toHaveBeenCalledWith(0, 510);
  });

  it("Back/Forward returns to the position the entry was left at", () => {
    rememberScroll("/", "entry-a", 1800);
    popstate();
    scrollAfterNavigation({ hash: "", pathname: "/" }, "entry-a");
    expect(scrollTo).toHaveBeenCalledWith(0, 1800);
  });

  it("Back/Forward to an entry with a hash still returns to the remembered position, not the anchor", () => {
    document.body.innerHTML = '<section id="free-consultation"></section>';
    const anchor = document.getElementById("free-consultation")!;
    anchor.scrollIntoView = jest.fn();
    rememberScroll("/", "entry-b", 640);
    popstate();
    scrollAfterNavigation({ hash: "#free-consultation", pathname: "/" }, "entry-b");
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    expect(anchor.scrollIntoView).not.toHaveBeenCalled();
  });

  it("a new navigation goes to the top even to an entry seen before", () => {
    rememberScroll("/contact/", "entry-c", 900);
    scrollAfterNavigation({ hash: "", pathname: "/contact/" }, "entry-c");
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("a new navigation with a hash goes to its element", () => {
    document.body.innerHTML = '<section id="free-consultation"></section>';
    const anchor = document.getElementById("free-consultation")!;
    anchor.scrollIntoView = jest.fn();
    scrollAfterNavigation({ hash: "#free-consultation", pathname: "/" }, "entry-d");
    expect(anchor.scrollIntoView).toHaveBeenCalledWith({ block: "start" });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("a hash with a malformed escape goes to the top instead of throwing", () => {
    expect(() => scrollAfterNavigation({ hash: "#%E0%A4%A", pathname: "/" }, "entry-malformed")).not.toThrow();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("a traversal to an entry never shown here goes to the top", () => {
    popstate();
    scrollAfterNavigation({ hash: "", pathname: "/about/" }, "entry-unknown");
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("positions are per path and key: the same key on another path is not restored", () => {
    rememberScroll("/about/", "initial", 700);
    popstate();
    scrollAfterNavigation({ hash: "", pathname: "/contact/" }, "initial");
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("the traversal mark is used once: the navigation after it is new again", () => {
    rememberScroll("/", "entry-e", 300);
    popstate();
    scrollAfterNavigation({ hash: "", pathname: "/" }, "entry-e");
    scrollTo.mockClear();
    scrollAfterNavigation({ hash: "", pathname: "/" }, "entry-e");
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe("scroll after a document load", () => {
  it("a reload returns to the position kept in session storage", () => {
    withNavigationType("reload", () => scrollAfterLoad({ pathname: "/blog/" }, "k-stored"));
    expect(scrollTo).toHaveBeenCalledWith(0, 2400);
  });

  it("a plain load leaves the browser's start alone", () => {
    withNavigationType("navigate", () => scrollAfterLoad({ pathname: "/blog/" }, "k-stored"));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("leaving the page keeps the positions for the next document in session storage", () => {
    rememberScroll("/work/", "k-left", 1234);
    window.dispatchEvent(new Event("pagehide"));
    const kept = JSON.parse(window.sessionStorage.getItem("scrollPositions")!) as [string, number][];
    expect(kept).toContainEqual(["/work/|k-left", 1234]);
    expect(kept).toContainEqual(["/blog/|k-stored", 2400]);
    // The newest last: when the list is cut to its 50 entries, the oldest go.
    expect(kept.at(-1)).toEqual(["/work/|k-left", 1234]);
  });
});
