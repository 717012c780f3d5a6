import { chromium, type Browser } from "@playwright/test";
import { int } from "@agency/shared/env";
import { chromiumLaunchOptions } from "../../scripts/lib/chromium-launch";
import { MEASURED_PAGES, PHONE } from "./pages";
import { markdownTable } from "./tables";

/** Loads per page; LAYOUT_SHIFT_RUNS=20 for more. */
export const LAYOUT_SHIFT_RUNS = int(process.env, "LAYOUT_SHIFT_RUNS", 10, 1);

/**
 * A mid-range phone on a slow connection, as Lighthouse's mobile preset describes one, but applied for real (CDP
 * throttling) rather than simulated: 6× slower CPU, 1.6 Mbit/s down with 150 ms latency. A real slow load is what
 * paints half-arrived HTML, the case Lighthouse's simulated runs meet only now and then.
 */
const CPU_SLOWDOWN = 6;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const SETTLE_MS = 4_000;

interface Shift {
  value: number;
  elements: string[];
}

/** Collects every layout shift the page reports, with the elements that moved (plain JS: it runs in the page). */
const OBSERVER = `
window.__benchShifts = [];
new PerformanceObserver(function (list) {
  list.getEntries().forEach(function (entry) {
    if (entry.hadRecentInput) return;
    window.__benchShifts.push({
      value: entry.value,
      elements: entry.sources.map(function (source) {
        var node = source.node;
        if (!node) return "?";
        if (node.nodeType !== 1) return (node.parentElement ? node.parentElement.tagName.toLowerCase() : "") + " text";
        return node.tagName.toLowerCase() + (node.id ? "#" + node.id : "") + (node.className && typeof node.className === "string" ? "." + node.className.split(" ")[0] : "");
      }),
    });
  });
}).observe({ type: "layout-shift", buffered: true });
`;

async function loadOnce(browser: Browser, url: string): Promise<Shift[]> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await page.addInitScript({ content: OBSERVER });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => (window as unknown as { __benchShifts: Shift[] }).__benchShifts);
  } finally {
    await context.close();
  }
}

/**
 * Each page of the full seed (home, nested page, post, blog index) loaded `LAYOUT_SHIFT_RUNS` times by a first-time
 * visitor (the consent dialog shows), each load's layout shifts summed as CLS counts them until load + 4 s. The
 * table says how many loads shifted at all, the worst sum, and which elements moved.
 */
export async function layoutShiftPart(site: string): Promise<string> {
  const options = chromiumLaunchOptions();
  const browser = await chromium.launch(options);
  const rows: string[][] = [];
  try {
    for (const page of MEASURED_PAGES) {
      const sums: number[] = [];
      const moved = new Map<string, number>();
      for (let run = 1; run <= LAYOUT_SHIFT_RUNS; run += 1) {
        const shifts = await loadOnce(browser, site + page.path);
        const sum = shifts.reduce((total, shift) => total + shift.value, 0);
        sums.push(sum);
        for (const element of new Set(shifts.flatMap((shift) => shift.elements))) moved.set(element, (moved.get(element) ?? 0) + 1);
        console.log(
          `[layout shift] ${page.label} run ${run}: ${sum.toFixed(4)} ${shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.elements.join(", ")}`).join("; ")}`,
        );
      }
      rows.push([
        page.label,
        page.path,
        `${sums.filter((sum) => sum > 0).length}/${sums.length}`,
        Math.max(...sums).toFixed(4),
        [...moved].map(([element, count]) => `${element} (${count}×)`).join(", ") || "none",
      ]);
    }
  } finally {
    await browser.close();
  }
  return markdownTable(["page", "path", "loads with a shift", "worst CLS", "what moved (in how many loads)"], rows);
}
