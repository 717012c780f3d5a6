import { chromium, type Browser } from "@playwright/test";
import { int } from "@agency/shared/env";
import { chromiumLaunchOptions } from "../../scripts/lib/chromium-launch";
import { PHONE } from "./pages";
import { markdownTable, median } from "./tables";
import { pagesBesideBlank, type ServedSites } from "./served-sites";

/** Loads per page; FONT_LOOKUP_RUNS=7 for more. The counts differ only when a font arrives after the first layout; the milliseconds follow the host. */
export const FONT_LOOKUP_RUNS = int(process.env, "FONT_LOOKUP_RUNS", 3, 1);

// Chromium's own trace events (categories "fonts" and "disabled-by-default-fonts"): on Linux each is a synchronous
// round trip from the page's renderer to the browser process, made while the page is styled and laid out.
const RENDER_STYLE = "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike";
const FAMILY_MATCH = "FontDataManager::onMatchFamilyStyle";
const LOCAL_MATCH = "WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName";

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  args?: { family_name?: string };
}

interface Lookups {
  renderStyles: number;
  families: string[];
  locals: number;
  /** Milliseconds in those round trips. */
  lookupMs: number;
  /** Milliseconds of style and layout on the page's main thread until load + 1 s. */
  styleLayoutMs: number;
}

async function loadOnce(browser: Browser, url: string): Promise<Lookups> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ["devtools.timeline", "fonts", "disabled-by-default-fonts"] });
    await page.goto(url, { waitUntil: "load" });
    // A second more: a font that arrives after load is laid out with then.
    await page.waitForTimeout(1000);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents.filter((event) => event.ph === "X");
    const named = (name: string) => events.filter((event) => event.name === name);
    const ms = (list: TraceEvent[]) => list.reduce((total, event) => total + (event.dur ?? 0), 0) / 1000;
    return {
      renderStyles: named(RENDER_STYLE).length,
      families: named(FAMILY_MATCH).map((event) => event.args?.family_name ?? "?"),
      locals: named(LOCAL_MATCH).length,
      lookupMs: ms([...named(RENDER_STYLE), ...named(FAMILY_MATCH), ...named(LOCAL_MATCH)]),
      styleLayoutMs: ms([...named("UpdateLayoutTree"), ...named("Layout")]),
    };
  } finally {
    await context.close();
  }
}

/**
 * The font look-ups a first visit makes, per page of the full-seed site and for the blank Gatsby site: how often the
 * renderer asked the browser process for a font's rendering settings (once per font, size and weight it made), for a
 * system family by name, and for a local() font; the time in those round trips and in style and layout (median).
 */
export async function fontLookupPart(sites: ServedSites): Promise<string> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const rows: string[][] = [];
    for (const [page, origin] of pagesBesideBlank(sites)) {
      const runs: Lookups[] = [];
      for (let run = 0; run < FONT_LOOKUP_RUNS; run++) runs.push(await loadOnce(browser, origin + page.path));
      const first = runs[0]!;
      const counts = (runOf: (lookups: Lookups) => number) => [...new Set(runs.map(runOf))].join("/");
      rows.push([
        page.label,
        counts((lookups) => lookups.renderStyles),
        `${counts((lookups) => lookups.families.length)} ${first.families.length ? `(${first.families.join(", ")})` : ""}`.trim(),
        counts((lookups) => lookups.locals),
        median(runs.map((lookups) => lookups.lookupMs)).toFixed(1),
        median(runs.map((lookups) => lookups.styleLayoutMs)).toFixed(1),
      ]);
    }
    return markdownTable(
      ["page", "rendering settings asked", "system families matched", "local() fonts matched", "ms in look-ups (median)", "ms in style + layout (median)"],
      rows,
    );
  } finally {
    await browser.close();
  }
}
