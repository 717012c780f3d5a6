import * as React from "react";
import { render } from "@testing-library/react";
import { withoutScriptPreloads } from "../../../plugins/scripts-after-paint/script-preloads";
import { startScriptsAfterFirstPaint } from "../../../plugins/scripts-after-paint/starter";

// What Gatsby hands onPreRenderHTML as a built page's head (static-entry.js): fonts, script preloads and prefetches.
const gatsbyHead = () => [
  <meta key="generator" name="generator" content="Gatsby 5.16.1" />,
  <link key="f" rel="preload" as="font" type="font/woff2" href="/static/inter.woff2" crossOrigin="anonymous" />,
  <link key="r" as="script" rel="preload" href="/webpack-runtime-1a2b.js" />,
  <link key="a" as="script" rel="preload" href="/app-3c4d.js" />,
  <link key="p" as="script" rel="prefetch" href="/component---src-templates-page-tsx-5e6f.js" />,
];
// What Gatsby's stats extractor writes to public/_gatsby/slices/_gatsby-scripts-1.html (5.16.1).
const GATSBY_SLICE =
  '\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>\n        ' +
  '<script>window.___webpackCompilationHash="0f1e2d";</script>' +
  '<script src="/polyfill-9z.js" nomodule></script>' +
  '<script src="/webpack-runtime-1a2b.js" async></script><script src="/framework-7g8h.js" async></script><script src="/app-3c4d.js" async></script>';

// As markup, the way the page's HTML carries them (rendered in a detached element, so nothing runs).
const markup = (nodes: React.ReactNode[]) => render(<>{nodes}</>, { container: document.createElement("div") }).container.innerHTML;

function starterText(): string {
  const text = /<script id="gatsby-scripts-after-first-paint">([\s\S]*?)<\/script>/.exec(startScriptsAfterFirstPaint(GATSBY_SLICE))?.[1];
  if (!text) throw new Error("no starter script in the rewritten slice");
  return text;
}

const addedScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]")).map((s) => s.getAttribute("src"));

let frames: FrameRequestCallback[] = [];
const runFrame = () => {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(0));
};
const setHidden = (hidden: boolean) => Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });

beforeEach(() => {
  frames = [];
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  setHidden(false);
});

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the app's scripts start after the first paint (plugins/scripts-after-paint)", () => {
  test("the head loses the script preloads only: fonts and prefetches stay", () => {
    expect(markup(withoutScriptPreloads(gatsbyHead()))).toBe(
      '<meta name="generator" content="Gatsby 5.16.1">' +
        '<link rel="preload" as="font" type="font/woff2" href="/static/inter.woff2" crossorigin="anonymous">' +
        '<link as="script" rel="prefetch" href="/component---src-templates-page-tsx-5e6f.js">',
    );
  });

  test("the slice's async script tags become one starter after the chunk map, the hash and the polyfill", () => {
    const rewritten = startScriptsAfterFirstPaint(GATSBY_SLICE);
    expect(rewritten.match(/<script\b[^>]*>/g)).toEqual([
      '<script\n            id="gatsby-chunk-mapping"\n          >',
      "<script>",
      '<script src="/polyfill-9z.js" nomodule>',
      '<script id="gatsby-scripts-after-first-paint">',
    ]);
    expect(rewritten).toContain('window.___webpackCompilationHash="0f1e2d";');
    expect(rewritten).toContain('["/webpack-runtime-1a2b.js","/framework-7g8h.js","/app-3c4d.js"]');
  });

  test("a slice already rewritten (no async tags) is left as it is", () => {
    const once = startScriptsAfterFirstPaint(GATSBY_SLICE);
    expect(startScriptsAfterFirstPaint(once)).toBe(once);
  });

  describe("in a browser that reports paint entries", () => {
    let observers: {
      callback: (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;
      options: unknown;
      disconnected: boolean;
    }[] = [];
    const reportPaint = (name: string) =>
      observers
        .filter((observer) => !observer.disconnected)
        .forEach((observer) =>
          observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (observer.disconnected = true) }),
        );

    beforeEach(() => {
      observers = [];
      class FakePerformanceObserver {
        static supportedEntryTypes = ["paint", "largest-contentful-paint"];
        constructor(callback: (typeof observers)[number]["callback"]) {
          observers.push({ callback, options: undefined, disconnected: false });
        }
        observe(options: unknown) {
          observers[observers.length - 1]!.options = options;
        }
      }
      Object.defineProperty(window, "PerformanceObserver", { configurable: true, writable: true, value: FakePerformanceObserver });
    });

    afterEach(() => {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    test("the scripts are added when the first contentful paint is reported, once, in their order; frames alone do not", () => {
      new Function(starterText())();
      expect(observers.map((observer) => observer.options)).toEqual([{ type: "paint", buffered: true }]);
      runFrame();
      runFrame();
      reportPaint("first-paint");
      expect(addedScripts()).toEqual([]);
      reportPaint("first-contentful-paint");
      expect(addedScripts()).toEqual(["/webpack-runtime-1a2b.js", "/framework-7g8h.js", "/app-3c4d.js"]);
      expect(Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]")).every((s) => s.async)).toBe(true);
      expect(observers[0]!.disconnected).toBe(true);
      document.dispatchEvent(new Event("visibilitychange"));
      expect(addedScripts()).toHaveLength(3);
    });

    test("a page that never reports a contentful paint still starts after 5 seconds", () => {
      jest.useFakeTimers();
      try {
        new Function(starterText())();
        jest.advanceTimersByTime(4999);
        expect(addedScripts()).toEqual([]);
        jest.advanceTimersByTime(1);
        expect(addedScripts()).toEqual(["/webpack-runtime-1a2b.js", "/framework-7g8h.js", "/app-3c4d.js"]);
      } finally {
        jest.useRealTimers();
      }
    });
  });

  test("without paint entries the scripts are added after two frames, once, in their order", () => {
    new Function(starterText())();
    expect(addedScripts()).toEqual([]);
    runFrame();
    expect(addedScripts()).toEqual([]);
    runFrame();
    expect(addedScripts()).toEqual(["/webpack-runtime-1a2b.js", "/framework-7g8h.js", "/app-3c4d.js"]);
    document.dispatchEvent(new Event("visibilitychange"));
    runFrame();
    expect(addedScripts()).toHaveLength(3);
  });

  test("in a hidden tab (it paints nothing) the scripts are added at once", () => {
    setHidden(true);
    new Function(starterText())();
    expect(frames).toEqual([]);
    expect(addedScripts()).toEqual(["/webpack-runtime-1a2b.js", "/framework-7g8h.js", "/app-3c4d.js"]);
  });

  test("a tab hidden before its first paint adds them when it is hidden", () => {
    new Function(starterText())();
    runFrame();
    setHidden(true);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(addedScripts()).toEqual(["/webpack-runtime-1a2b.js", "/framework-7g8h.js", "/app-3c4d.js"]);
  });
});
