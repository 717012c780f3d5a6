import * as React from "react";
import { act, fireEvent, waitFor } from "@testing-library/react";
import { hydrateOrReport } from "../../../../src/app/runtime/browser-runtime";
import type * as ReactDomClient from "react-dom/client";

function Counter() {
  const [count, setCount] = React.useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("hydrateOrReport (replaceHydrateFunction)", () => {
  it("hydrates the server-rendered markup in place: same DOM node, now interactive, nothing logged", async () => {
    // What Gatsby's server render left in #___gatsby (React 18 joins the text parts with comments).
    document.body.innerHTML = '<div id="___gatsby"><button>Clicked <!-- -->0<!-- --> times</button></div>';
    const container = document.getElementById("___gatsby");
    const serverButton = document.querySelector("button");
    await act(async () => hydrateOrReport(<Counter />, container));
    act(() => {
      fireEvent.click(serverButton!);
    });
    expect(document.querySelector("button")).toBe(serverButton);
    expect(serverButton).toHaveTextContent("Clicked 1 times");
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("hydration yields to the browser: other tasks run between the parts of a large page, which still ends interactive", async () => {
    // Outside act(), so React schedules the work as it does in a browser.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const events: string[] = [];
      // Each part takes 2 ms to render, so the whole page (60 parts) would be one 120 ms task if hydrated at once.
      function SlowPart({ n }: { n: number }) {
        const until = Date.now() + 2;
        while (Date.now() < until);
        events.push(`part ${n}`);
        return <p>Part {n}</p>;
      }
      // Says when React has committed the hydrated tree: from then on the button's click handler is attached.
      function Committed() {
        React.useLayoutEffect(() => void events.push("committed"), []);
        return null;
      }
      const parts = Array.from({ length: 60 }, (_, n) => n);
      document.body.innerHTML = `<div id="___gatsby"><button>Clicked <!-- -->0<!-- --> times</button>${parts.map((n) => `<p>Part <!-- -->${n}</p>`).join("")}</div>`;
      const container = document.getElementById("___gatsby");
      hydrateOrReport(
        <>
          <Counter />
          {parts.map((n) => (
            <SlowPart key={n} n={n} />
          ))}
          <Committed />
        </>,
        container,
      );
      let ticking = true;
      const tick = () => {
        events.push("other task");
        if (ticking) setTimeout(tick, 0);
      };
      setTimeout(tick, 0);
      await waitFor(() => expect(events).toContain("part 59"), { timeout: 10_000 });
      ticking = false;
      const firstPart = events.indexOf("part 0");
      const lastPart = events.indexOf("part 59");
      expect(events.slice(firstPart, lastPart).filter((event) => event === "other task").length).toBeGreaterThan(0);
      await waitFor(() => expect(events).toContain("committed"));
      fireEvent.click(document.querySelector("button")!);
      expect(document.querySelector("button")).toHaveTextContent("Clicked 1 times");
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it.each([
    ["no container (the page lacks #___gatsby)", null],
    ["a document fragment", document.createDocumentFragment()],
  ])("%s: logs why the site could not start and rethrows", (_label, container) => {
    let thrown: unknown;
    try {
      hydrateOrReport(<Counter />, container);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe("The page has no #___gatsby element to start the site in");
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith("The site could not start in this browser:", thrown);
  });

  it("an empty #___gatsby (gatsby develop serves no page markup) is rendered, not hydrated: no mismatch error", async () => {
    document.body.innerHTML = '<div id="___gatsby"></div>';
    await act(async () => hydrateOrReport(<Counter />, document.getElementById("___gatsby")));
    expect(document.getElementById("___gatsby")?.innerHTML).toBe("<button>Clicked 0 times</button>");
    act(() => {
      fireEvent.click(document.querySelector("button")!);
    });
    expect(document.querySelector("button")).toHaveTextContent("Clicked 1 times");
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("hydrateRoot itself throws: the same error is logged and rethrown unchanged", () => {
    const failure = new Error("hydration blew up");
    // Spy on the module object the product requires (an `import * as` copy would not be seen).
    jest.spyOn(jest.requireActual<typeof ReactDomClient>("react-dom/client"), "hydrateRoot").mockImplementation(() => {
      throw failure;
    });
    document.body.innerHTML = '<div id="___gatsby"><button>Clicked <!-- -->0<!-- --> times</button></div>';
    expect(() => hydrateOrReport(<Counter />, document.getElementById("___gatsby"))).toThrow(failure);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith("The site could not start in this browser:", failure);
  });
});
