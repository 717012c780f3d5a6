import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../../../scripts/lib/chromium-launch";

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** Records CSP violations as a browser reports them: DOM events plus "Refused to" console lines. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (msg.text().includes("Refused to")) violations.push(msg.text());
  });
  await page.exposeFunction("__reportViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportViolation(v: string): void }).__reportViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}
