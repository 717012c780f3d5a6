import * as React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EnquiryForm, type EnquiryFormProps } from "../../../../src/features/blocks/enquiry-form/enquiry-form";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

const props: EnquiryFormProps = {
  locale: "en",
  heading: "Tell us about your project",
  submitLabel: "Send enquiry",
  settings: {
    needs: ["A free consultation"],
    budgets: [],
    privacyNote: null,
    privacyPath: null,
    successHeading: "Thank you",
    successMessage: "We will reply.",
    errorMessage: "Not sent.",
  },
  endpoint: "https://cms.example.com/api/enquiries/submit",
  pagePath: "/contact/",
  contact: { email: "hello@agency.example", telephone: "020 7946 0000" },
};

const counterOf = (field: HTMLElement) => document.getElementById(field.getAttribute("aria-describedby") ?? "")!;
const liveRegion = () => document.querySelector('[aria-live="polite"]')!;

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe("the message's 5,000-character limit", () => {
  it("counts as the visitor types, as the message field's description, without announcing every keystroke", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<EnquiryForm {...props} />);
    const message = screen.getByLabelText("Message");
    expect(message).not.toHaveAttribute("maxlength");
    expect(counterOf(message)).toHaveTextContent("0 of 5,000 characters");

    await user.type(message, "Hello");
    expect(counterOf(message)).toHaveTextContent("5 of 5,000 characters");
    act(() => jest.advanceTimersByTime(2000));
    // Far from the limit: nothing is announced.
    expect(liveRegion()).toHaveTextContent("");
  });

  it("over the limit: keeps every character, says how many too many, announces it once the visitor pauses, and refuses to send", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<EnquiryForm {...props} />);
    const message = screen.getByLabelText<HTMLTextAreaElement>("Message");
    await user.click(message);
    await user.paste("a".repeat(5010));
    expect(message.value).toHaveLength(5010);
    expect(counterOf(message)).toHaveTextContent("5,010 of 5,000 characters: 10 too many");
    expect(liveRegion()).toHaveTextContent("");

    await user.type(message, "bc");
    act(() => jest.advanceTimersByTime(500));
    expect(liveRegion()).toHaveTextContent("");
    act(() => jest.advanceTimersByTime(600));
    expect(liveRegion()).toHaveTextContent("5,012 of 5,000 characters: 12 too many");

    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.selectOptions(screen.getByLabelText("What do you need?"), "A free consultation");
    await user.click(screen.getByLabelText("I agree that you keep these details to answer my enquiry."));
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(message).toHaveAccessibleDescription("5,012 of 5,000 characters: 12 too many Your message can be at most 5,000 characters.");
    expect(message).toHaveFocus();
  });
});

describe("the refusal notices for a form sent without JavaScript", () => {
  it("are in the page's HTML, one per reason the CMS names, each with the agency's email and telephone", () => {
    render(<EnquiryForm {...props} />);
    const ids = ["enquiry-refused-invalid", "enquiry-refused-rate-limit", "enquiry-refused-too-large", "enquiry-refused-other"];
    for (const id of ids) {
      const notice = document.getElementById(id)!;
      expect(within(notice).getByRole("heading", { hidden: true })).toHaveTextContent("Your enquiry was not sent");
      expect(within(notice).getByRole("link", { name: "hello@agency.example", hidden: true })).toHaveAttribute("href", "mailto:hello@agency.example");
      expect(within(notice).getByRole("link", { name: "020 7946 0000", hidden: true })).toHaveAttribute("href", "tel:02079460000");
    }
    expect(document.getElementById("enquiry-refused-rate-limit")).toHaveTextContent(
      "Too many enquiries have been sent from your connection in the last hour. Please try again later.",
    );
  });
});
