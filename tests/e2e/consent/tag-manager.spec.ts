import { expect, test } from "@playwright/test";
import { acceptConsentBeforeLoad, keepTrafficLocal, TEST_CONTAINER_ID } from "../support/consent";
import { consentReady, dataLayer, dialogElement, expectNoDialog, openDialog, pageViews, reopenFromCookiePolicy, type DataLayerEntry } from "./consent-page";

test.use({ storageState: { cookies: [], origins: [] } });

const DENIED_DEFAULT = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "denied",
  personalization_storage: "denied",
  personalization: "denied",
  security_storage: "denied",
};

const gtag = (entries: DataLayerEntry[]) => entries.filter((entry): entry is { gtag: unknown[] } => "gtag" in entry).map((entry) => entry.gtag);
const isGtmStart = (entry: DataLayerEntry) => (entry as { event?: string }).event === "gtm.js";

test.describe("tag manager and consent mode", () => {
  test("the data layer's first entry is the consent default, every type denied", async ({ page, context }) => {
    await keepTrafficLocal(context);
    await page.goto("/");
    await openDialog(page);
    const entries = await dataLayer(page);
    expect(entries[0]).toEqual({ gtag: ["consent", "default", DENIED_DEFAULT] });
  });

  test("no tag script runs before the visitor decides; the decision then loads it with the container id", async ({ page, context }) => {
    const { tagManager, refused } = await keepTrafficLocal(context);
    await page.goto("/");
    const dialog = await openDialog(page);
    await page.waitForLoadState("networkidle");
    expect(tagManager).toEqual([]);
    await dialog.getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => tagManager.length, { message: `a tag-manager request (is the e2e build made with GATSBY_GTM_ID=${TEST_CONTAINER_ID}?)` }).toBe(1);
    const url = new URL(tagManager[0]!);
    expect(url.origin + url.pathname).toBe("https://www.googletagmanager.com/gtm.js");
    expect(url.searchParams.get("id")).toBe(TEST_CONTAINER_ID);
    expect(refused).toEqual([]);
  });

  test("a stored choice is applied before any tag script, on every page load", async ({ page, context }) => {
    const { tagManager, refused } = await keepTrafficLocal(context);
    await acceptConsentBeforeLoad(context, { analytics: true, preferences: false, marketing: false });

    // The server-rendered page: the consent bootstrap is its first script, and no script element in it loads the
    // tag manager (only the bootstrap adds that one, at run time).
    for (const path of ["/", "/blog/"]) {
      const html = await (await page.request.get(path)).text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts[0], path).toMatch(/^<script id="cookie-consent-bootstrap"[\s>]/);
      expect(
        scripts.filter((tag) => /\ssrc=["']?https:\/\/www\.googletagmanager\.com\//.test(tag)),
        path,
      ).toEqual([]);
    }

    for (const path of ["/", "/blog/"]) {
      await page.goto(path);
      await expectNoDialog(page);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __tagManagerStub?: unknown[] }).__tagManagerStub?.length ?? 0)).toBe(1);
      const [seen] = await page.evaluate(
        () => (window as unknown as { __tagManagerStub: Array<{ src: string; dataLayer: DataLayerEntry[] }> }).__tagManagerStub,
      );
      expect(new URL(seen!.src).searchParams.get("id")).toBe(TEST_CONTAINER_ID);
      // What the tag script found when it ran: the default, then the stored choice, then its own start event.
      expect(seen!.dataLayer[0]).toEqual({ gtag: ["consent", "default", DENIED_DEFAULT] });
      expect(seen!.dataLayer[1]).toEqual({
        gtag: ["consent", "update", { ...DENIED_DEFAULT, analytics_storage: "granted", security_storage: "granted" }],
      });
      expect(isGtmStart(seen!.dataLayer[2]!)).toBe(true);
      // One tag-manager script in the page: the one added at run time.
      await expect(page.locator('script[src^="https://www.googletagmanager.com/"]')).toHaveCount(1);
    }
    expect(tagManager).toHaveLength(2);
    expect(refused).toEqual([]);
  });

  test("page_view is pushed once per session, on the first analytics grant, with title and location", async ({ page, context }) => {
    await keepTrafficLocal(context);
    await page.goto("/");
    const first = await openDialog(page);
    // A decision without analytics sends nothing.
    await first.getByRole("checkbox", { name: "Analytics" }).uncheck();
    await first.getByRole("button", { name: "Accept selected" }).click();
    await expect(dialogElement(page)).toBeHidden();
    expect(pageViews(await dataLayer(page))).toEqual([]);

    // The first grant in this session reports the page.
    const reopened = await reopenFromCookiePolicy(page);
    await reopened.getByRole("button", { name: "Accept all" }).click();
    await expect(dialogElement(page)).toBeHidden();
    const entries = await dataLayer(page);
    expect(pageViews(entries)).toEqual([{ event: "page_view", page_title: await page.title(), page_location: page.url() }]);
    const updates = gtag(entries).filter((command) => command[1] === "update");
    expect(updates.at(-1)).toEqual(["consent", "update", Object.fromEntries(Object.keys(DENIED_DEFAULT).map((key) => [key, "granted"]))]);

    // Granting again in the same session does not.
    await reopenFromCookiePolicy(page).then((dialog) => dialog.getByRole("button", { name: "Decline all" }).click());
    await reopenFromCookiePolicy(page).then((dialog) => dialog.getByRole("button", { name: "Accept all" }).click());
    await expect(dialogElement(page)).toBeHidden();
    expect(pageViews(await dataLayer(page))).toHaveLength(1);

    // Nor does a reload in the same session (the stored grant reaches the tag manager as a consent update).
    await page.reload();
    await consentReady(page);
    expect(pageViews(await dataLayer(page))).toEqual([]);
  });

  test("a new session with analytics already stored sends no page_view of its own", async ({ page, context }) => {
    await keepTrafficLocal(context);
    await acceptConsentBeforeLoad(context);
    await page.goto("/cookie-policy/");
    await consentReady(page);
    const dialog = await reopenFromCookiePolicy(page);
    await dialog.getByRole("button", { name: "Accept all" }).click();
    await expect(dialogElement(page)).toBeHidden();
    expect(pageViews(await dataLayer(page))).toEqual([]);
  });
});
