import { browserApp, startBrowserApp } from "../../../src/app/browser-start";

// docs/runtime.md, "Start-up": the site's browser modules are evaluated in a task after the scripts' own.
describe("the site's browser code at start", () => {
  test("before onClientEntry has loaded it, asking for it fails with an error that says so", () => {
    expect(() => browserApp()).toThrow("A gatsby-browser API ran before onClientEntry had loaded the site's browser code");
  });

  test("it is not there in the task that started it, nor after that task's microtasks; once the start resolves it is", async () => {
    const shim = window.___loader;
    window.___loader = { ...shim, loadPage: jest.fn(), loadPageSync: jest.fn() } as unknown as typeof window.___loader;
    const started = startBrowserApp();
    for (let step = 0; step < 20; step++) await Promise.resolve();
    expect(() => browserApp()).toThrow();
    await started;
    window.___loader = shim;
    expect(typeof browserApp().RootWrapper).toBe("function");
    expect(typeof browserApp().PageWrapper).toBe("function");
    expect(typeof browserApp().hydrateOrReport).toBe("function");
  });
});
