/**
 * @jest-environment node
 */
import * as React from "react";
import { renderToString } from "react-dom/server";
import { EnquiryForm } from "../../../../src/features/blocks/enquiry-form/enquiry-form";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

// What a browser without JavaScript gets: the server's HTML alone.
const html = renderToString(
  <EnquiryForm
    locale="en"
    heading="Tell us about your project"
    submitLabel="Send enquiry"
    settings={{
      needs: ["A free consultation"],
      budgets: [],
      privacyNote: null,
      privacyPath: null,
      successHeading: "Thank you",
      successMessage: "We will reply.",
      errorMessage: "Not sent.",
    }}
    endpoint="https://cms.example.com/api/enquiries/submit"
    pagePath="/contact/"
    contact={{ email: "hello@agency.example", telephone: "020 7946 0000" }}
  />,
);

it("states the message's limit, and does not tell the browser to cut the text (no maxlength on the message)", () => {
  expect(html).toContain("Up to 5,000 characters.");
  expect(html).toMatch(/<textarea[^>]*name="message"/);
  expect(html).not.toMatch(/<textarea[^>]*maxlength/i);
});

it("holds the four refusal notices the CMS's redirect targets, each with the email and telephone links", () => {
  for (const id of ["enquiry-refused-invalid", "enquiry-refused-rate-limit", "enquiry-refused-too-large", "enquiry-refused-other"]) {
    const notice = html.slice(html.indexOf(`id="${id}"`), html.indexOf("</ul>", html.indexOf(`id="${id}"`)));
    expect(notice).toContain("Your enquiry was not sent");
    expect(notice).toContain('<a href="mailto:hello@agency.example">hello@agency.example</a>');
    expect(notice).toContain('<a href="tel:02079460000">020 7946 0000</a>');
  }
});
