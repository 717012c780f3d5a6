import { guardNavigate, guardPageLoads } from "../../../../src/app/runtime/navigation-guards";
import { appError, newBuildAvailable } from "../../../../src/app/runtime/runtime-state";

// Whether the promise has settled once the event loop has turned: the loaders here are async functions with nothing to
// wait for, so by the next macrotask every microtask they queued has run, and a promise still pending stays so.
const settled = async <T>(promise: Promise<T>) =>
  Promise.race([promise.then(() => "resolved"), new Promise((resolve) => setTimeout(() => resolve("pending"), 0))]);

describe("guardPageLoads", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    appError.set(null);
  });

  it("installing the guards does not touch session storage (a tab's first touch waits on the browser process)", () => {
    const storage = jest.spyOn(window, "sessionStorage", "get");
    guardPageLoads({ loadPage: jest.fn(async (_path: string) => ({ status: "success" })) }, jest.fn());
    expect(storage).not.toHaveBeenCalled();
    storage.mockRestore();
  });

  it("passes good page resources through", async () => {
    const loader = { loadPage: jest.fn(async (_path: string) => ({ status: "success" })) };
    guardPageLoads(loader, jest.fn());
    await expect(loader.loadPage("/a/")).resolves.toEqual({ status: "success" });
  });

  it("page data failure: warns and keeps the app where it is (no reload, navigation never completes)", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const reload = jest.fn();
    const loader = { loadPage: jest.fn(async (_path: string) => ({ status: "error" })) };
    guardPageLoads(loader, reload);
    expect(await settled(loader.loadPage("/a/"))).toBe("pending");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Page data for /a/ could not be loaded"));
    expect(reload).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("chunk failure: reloads the target path once, then shows the error page instead of looping", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const reload = jest.fn();
    const loader = { loadPage: jest.fn(async (_path: string) => ({ status: "error", error: new Error("ChunkLoadError") })) };
    guardPageLoads(loader, reload);
    await settled(loader.loadPage("/b/"));
    expect(reload).toHaveBeenCalledWith("/b/");
    await settled(loader.loadPage("/b/"));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(appError.get()).toMatchObject({ statusCode: 500, path: window.location.pathname });
    error.mockRestore();
  });
});

describe("guardNavigate", () => {
  function fakeWindow() {
    const navigate = jest.fn();
    const assign = jest.fn();
    const win = { ___navigate: navigate, location: { origin: "https://site.example", href: "https://site.example/now/", assign } };
    guardNavigate(win as unknown as Window);
    return { win: win as unknown as Window, navigate, assign };
  }

  beforeEach(() => newBuildAvailable.set(false));

  it("wraps Gatsby's navigate once, marked as guarded, however often it is installed", () => {
    const { win, navigate } = fakeWindow();
    const wrapper = win.___navigate;
    expect(wrapper).not.toBe(navigate);
    expect(wrapper?.guarded).toBe(true);
    guardNavigate(win);
    expect(win.___navigate).toBe(wrapper);
  });

  it("hands internal paths to Gatsby", () => {
    const { win, navigate } = fakeWindow();
    win.___navigate!("/about/");
    expect(navigate).toHaveBeenCalledWith("/about/", undefined);
  });

  it("refuses an external URL without the external flag, with an error saying it is not allowed by default", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { win, navigate, assign } = fakeWindow();
    win.___navigate!("https://elsewhere.example/");
    expect(navigate).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("is not allowed by default"));
    error.mockRestore();
  });

  it("follows an external URL with the flag, and never an unsafe protocol", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { win, assign } = fakeWindow();
    win.___navigate!("https://elsewhere.example/", { external: true });
    expect(assign).toHaveBeenCalledWith("https://elsewhere.example/");
    win.___navigate!("javascript:alert(1)", { external: true });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("unsafe protocol"));
    error.mockRestore();
  });

  it("after a new build went live, the next navigation is a full page load of the target", () => {
    const { win, navigate, assign } = fakeWindow();
    newBuildAvailable.set(true);
    win.___navigate!("/blog/post?x=1#top");
    expect(navigate).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith("/blog/post/?x=1#top");
  });
});
