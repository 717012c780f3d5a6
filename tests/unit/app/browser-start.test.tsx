import * as React from "react";
import { render, screen } from "@testing-library/react";
import { browserApp, startBrowserApp } from "../../../src/app/browser-start";
import { wrapRootElement } from "../../../gatsby-browser";

// The site's root wrapper stands in as a marked box: what is checked is gatsby-browser's wiring, not the providers.
jest.mock("../../../src/app/wrap-root", () => ({
  RootWrapper: ({ children }: { children: React.ReactNode }) => <div data-testid="site-root">{children}</div>,
}));

// docs/runtime.md, "Start-up": the site's browser modules are evaluated in a task after the scripts' own.
describe("the site's browser code at start", () => {
  test("before onClientEntry has loaded it, asking for it fails with an error that says so", () => {
    expect(() => browserApp()).toThrow("A gatsby-browser API ran before onClientEntry had loaded the site's browser code");
  });

  // The element made here is rendered only after the start, in the last test.
  let rootElement: React.ReactNode = null;
  test("gatsby-browser's wrapRootElement may be called before it: gatsby develop does, while its modules are evaluated", () => {
    expect(() => {
      rootElement = wrapRootElement?.({ element: <main>Page</main> } as never, {} as never) as React.ReactNode;
    }).not.toThrow();
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

  test("the root element made before the start renders the page inside the site's root wrapper after it", () => {
    render(<>{rootElement}</>);
    expect(screen.getByTestId("site-root")).toContainElement(screen.getByRole("main"));
    expect(screen.getByRole("main")).toHaveTextContent("Page");
  });
});
