/**
 * What the seeded consent texts promise must be what the site does. The site stores nothing under
 * Preferences (no remembered accordions, no settings), so the dialog and the cookie policy say exactly that.
 * Plain Jest: no Strapi needed. Run: npx jest --config cms/tests/jest.config.cjs seed-consent-texts
 */
import { full } from "../src/seed/data/full/content";

test("the dialog's Preferences text says the site sets no such cookies today", () => {
  expect(full.configuration.cookie_consent_interstitial_type_preferences).toBe(
    "Would let the website remember choices you make here between visits. It sets no such cookies today; if it ever does, only with your consent.",
  );
});

test("the cookie policy's Preferences entry says the same", () => {
  const entries = full.pages
    .find((page) => page.slug === "cookie-policy")!
    .content.flatMap((block) => ("items" in block && Array.isArray(block.items) ? (block.items as { label: string; body: string }[]) : []));
  expect(entries.find((entry) => entry.label === "Preferences")?.body).toBe(
    "Would let the website remember choices you make here between visits, such as settings you change. We set no such cookies today; if we ever do, only with your consent.",
  );
});
