import { expect, test } from "@playwright/test";
import { storedEnquiries, uniqueVisitorEmail } from "../support/enquiries";

/**
 * A form sent without JavaScript and refused by the CMS lands on a page of the site, in its design, saying why and
 * giving the agency's email and telephone (docs/enquiries.md): the CMS answers 303 back to the form's page with the
 * reason's notice targeted. Expected texts are the seed's and the catalogue's, written out.
 */
const AGENCY_EMAIL = "hello@lumenandlark.co.uk";
const AGENCY_TELEPHONE = "+44 20 7946 0321";

test.describe("enquiry refused without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a 6,000-character message from /contact/ is not cut; refused (400), it lands back on /contact/ with the notice, the email and the telephone", async ({
    page,
  }, testInfo) => {
    const email = uniqueVisitorEmail("refused");
    await page.goto("/contact/");
    const form = page.locator("form", { has: page.getByLabel("What do you need?") });
    await expect(form.getByText("Up to 5,000 characters.")).toBeVisible();
    await form.getByLabel("Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("What do you need?").selectOption({ index: 1 });
    await form.getByLabel("Message").fill("a".repeat(6000));
    await expect(form.getByLabel("Message")).toHaveValue("a".repeat(6000));
    await form.getByLabel("I agree that you keep these details to answer my enquiry.").check();
    await expect(page.locator("#enquiry-refused-invalid")).toBeHidden();
    await form.getByRole("button", { name: "Send enquiry" }).click();

    await expect(page).toHaveURL(/\/contact\/\?enquiry=refused&reason=invalid#enquiry-refused-invalid$/);
    // The site's own page, in its design: its header and footer are there.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const notice = page.locator("#enquiry-refused-invalid");
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("heading", { name: "Your enquiry was not sent" })).toBeVisible();
    await expect(notice).toContainText("Some details were missing or not accepted.");
    await expect(notice.getByRole("link", { name: AGENCY_EMAIL })).toHaveAttribute("href", `mailto:${AGENCY_EMAIL}`);
    await expect(notice.getByRole("link", { name: AGENCY_TELEPHONE })).toHaveAttribute("href", "tel:+442079460321");
    await expect(page.locator("#enquiry-refused-rate-limit")).toBeHidden();
    expect(await storedEnquiries(email)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("enquiry-refused-invalid.png") });
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
    { width: 360, height: 640 },
    { width: 844, height: 390 },
  ]) {
    test(`the rate limit's landing address (429) shows its notice in view with the email and the telephone at ${viewport.width}x${viewport.height}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto("/contact/?enquiry=refused&reason=rate-limit#enquiry-refused-rate-limit");
      const notice = page.locator("#enquiry-refused-rate-limit");
      await expect(notice).toBeVisible();
      await expect(notice).toBeInViewport();
      await expect(notice).toContainText("Too many enquiries have been sent from your connection in the last hour. Please try again later.");
      await expect(notice.getByRole("link", { name: AGENCY_EMAIL })).toBeVisible();
      await expect(notice.getByRole("link", { name: AGENCY_TELEPHONE })).toBeVisible();
      await expect(page.locator("#enquiry-refused-invalid")).toBeHidden();
      await page.screenshot({ path: testInfo.outputPath(`enquiry-refused-rate-limit-${viewport.width}x${viewport.height}.png`) });
    });
  }
});
