import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { acceptConsentBeforeLoad } from "../support/consent";
import { mailsTo, storedEnquiries, uniqueVisitorEmail } from "../support/enquiries";

/**
 * The enquiry form on the built site against the real seeded CMS and a real SMTP server (docs/enquiries.md).
 * Expected texts are the seed's, written out.
 */
const AGENCY = "hello@lumenandlark.co.uk";
const SUCCESS_HEADING = "Thank you, we have your enquiry";
const ENDPOINT_PATH = "/api/enquiries/submit";

async function fillEnquiry(page: Page, email: string, { consent = true } = {}) {
  const form = page.locator("form", { has: page.getByLabel("What do you need?") });
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Company (optional)").fill("Analytical Engines <b>Ltd</b>");
  await form.getByLabel("What do you need?").selectOption("Email marketing");
  await form.getByLabel("Budget (optional)").selectOption("£5,000–£15,000");
  await form.getByLabel("Message").fill("A launch film for our new engine.\nTwo minutes, subtitled.");
  if (consent) await form.getByLabel("I agree that you keep these details to answer my enquiry.").check();
  return form;
}

/** A person takes more than the 2 s minimum to fill the form; the page's clock is moved on instead of waiting. */
async function letTimePass(page: Page) {
  await page.clock.fastForward(3_000);
}

test.describe("enquiry form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await acceptConsentBeforeLoad(page);
    await page.clock.install();
  });

  test("sent from /contact/: stored with every field, both emails received, success announced, and generate_lead pushed with analytics granted", async ({
    page,
  }) => {
    const email = uniqueVisitorEmail("js");
    await page.goto("/contact/");
    const form = await fillEnquiry(page, email);
    await letTimePass(page);
    const sent = page.waitForResponse((response) => response.url().endsWith(ENDPOINT_PATH) && response.request().method() === "POST");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    expect((await sent).status()).toBe(200);

    await expect(page.getByRole("status")).toContainText(SUCCESS_HEADING);
    await expect(page.getByRole("heading", { name: SUCCESS_HEADING })).toBeFocused();
    await expect(page.getByLabel("What do you need?")).toHaveCount(0);
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "generate_lead"))).toEqual([
      { event: "generate_lead", form_name: "enquiry", lead_need: "Email marketing" },
    ]);

    await expect.poll(() => storedEnquiries(email)).toHaveLength(1);
    const [stored] = await storedEnquiries(email);
    expect(stored).toMatchObject({
      name: "Ada Lovelace",
      email,
      company: "Analytical Engines <b>Ltd</b>",
      need: "Email marketing",
      budget: "£5,000–£15,000",
      message: "A launch film for our new engine.\nTwo minutes, subtitled.",
      page: "/contact/",
      enquiry_status: "new",
    });

    await expect.poll(async () => (await mailsTo(AGENCY)).filter((mail) => mail.replyTo?.[0]?.address === email).length).toBe(1);
    const toAgency = (await mailsTo(AGENCY)).find((mail) => mail.replyTo?.[0]?.address === email)!;
    expect(toAgency.subject).toBe("New enquiry: Ada Lovelace (Email marketing)");
    expect(toAgency.text).toContain("A launch film for our new engine.");
    expect(toAgency.envelope?.to?.map((recipient) => recipient.address)).toEqual([AGENCY]);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const acknowledgement = (await mailsTo(email))[0]!;
    expect(acknowledgement.subject).toBe("We have your enquiry – Lumen & Lark");
    expect(acknowledgement.text).toContain("Dear Ada Lovelace,");
    expect(acknowledgement.envelope?.to?.map((recipient) => recipient.address)).toEqual([email]);
  });

  test("invalid email, no consent and an empty message: errors at the fields, the first focused, nothing sent, nothing typed lost", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(ENDPOINT_PATH)) posts.push(request.method());
    });
    await page.goto("/contact/");
    const form = await fillEnquiry(page, "ada@example", { consent: false });
    await form.getByLabel("Message").fill("");
    await letTimePass(page);
    await form.getByRole("button", { name: "Send enquiry" }).click();

    await expect(form.getByLabel("Email")).toBeFocused();
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Enter an email address like name@example.com.");
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription("0 of 5,000 characters Tell us a little about your project.");
    await expect(form.getByText("Tick the box to agree to the privacy policy.")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
    await expect(form.getByLabel("Email")).toHaveValue("ada@example");
    await expect(form.getByLabel("Company (optional)")).toHaveValue("Analytical Engines <b>Ltd</b>");
    expect(posts).toEqual([]);
    expect(await storedEnquiries("ada@example")).toEqual([]);
  });

  test("the pages allow exactly the CMS's origin to receive the form (form-action and connect-src)", async ({ page }) => {
    const cms = new URL(process.env.CMS_URL!).origin;
    const response = await page.goto("/about/");
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain(`form-action 'self' ${cms};`);
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${cms.replace(/[.]/g, "\\.")}( |;)`));
  });
});

test.describe("enquiry form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain POST from the home page stores it, sends both emails and lands on /enquiry-received/", async ({ page }) => {
    const email = uniqueVisitorEmail("nojs");
    await page.goto("/#free-consultation");
    const form = await fillEnquiry(page, email);
    await form.getByRole("button", { name: "Send enquiry" }).click();

    await expect(page).toHaveURL(/\/enquiry-received\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SUCCESS_HEADING);
    await expect(page.getByRole("status")).toHaveText("A strategist will reply within one working day. We have sent a copy to your email address.");

    await expect.poll(() => storedEnquiries(email)).toHaveLength(1);
    expect((await storedEnquiries(email))[0]).toMatchObject({ name: "Ada Lovelace", email, need: "Email marketing", page: "/" });
    await expect.poll(async () => (await mailsTo(AGENCY)).filter((mail) => mail.replyTo?.[0]?.address === email).length).toBe(1);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`enquiry form: axe (WCAG 2.1 A/AA) at ${viewport.width}`, () => {
    test.use({ viewport });

    test("0 violations in the idle, error and success states", async ({ page }) => {
      await acceptConsentBeforeLoad(page);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.clock.install();
      await page.goto("/contact/");
      const section = page.getByRole("region", { name: "Send us a message" });
      await expect(section).toBeVisible();
      const check = async (state: string) => {
        const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
        expect(summary, `axe in the ${state} state`).toEqual([]);
        expect(results.passes.length, "axe ran its checks").toBeGreaterThan(10);
      };
      await check("idle");

      await section.getByRole("button", { name: "Send enquiry" }).click();
      await expect(section.getByLabel("Name")).toBeFocused();
      await check("error");

      await fillEnquiry(page, uniqueVisitorEmail(`axe-${viewport.width}`));
      await letTimePass(page);
      await section.getByRole("button", { name: "Send enquiry" }).click();
      await expect(section.getByRole("status")).toContainText(SUCCESS_HEADING);
      await check("success");
    });
  });
}
