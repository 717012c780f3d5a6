import * as React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConsentDialog, type ConsentDialogProps } from "../../../../src/features/consent/consent-dialog";
import type { ConsentContent } from "../../../../src/features/consent/use-consent-content";
import { installDialogPolyfill, pressEscapeIn } from "./dialog-polyfill";

jest.mock("gatsby", () => ({ navigate: jest.fn(), graphql: jest.fn(), useStaticQuery: jest.fn() }));

installDialogPolyfill();

const CONTENT: ConsentContent = {
  heading: "Your privacy, your choice",
  introHtml: '<p>We use cookies. Read our <a href="/cookie-policy/">cookie policy</a>.</p>',
  explanations: {
    necessary: "Needed for the website to work.",
    analytics: "Help us count visits.",
    preferences: null,
    marketing: "Measure our adverts.",
  },
};

function setup(overrides: Partial<ConsentDialogProps> = {}) {
  const props: ConsentDialogProps = {
    content: CONTENT,
    open: true,
    closable: false,
    choices: { analytics: true, preferences: true, marketing: true },
    onChoiceChange: jest.fn(),
    onDecide: jest.fn(),
    onDismiss: jest.fn(),
    ready: true,
    ...overrides,
  };
  const view = render(
    <>
      <button type="button">Outside</button>
      <ConsentDialog {...props} />
    </>,
  );
  const rerender = (next: Partial<ConsentDialogProps>) =>
    view.rerender(
      <>
        <button type="button">Outside</button>
        <ConsentDialog {...props} {...next} />
      </>,
    );
  const dialog = view.container.querySelector("dialog")!;
  return { props, dialog, rerender };
}

describe("consent dialog", () => {
  test("opens as a modal named by its heading, which takes focus", () => {
    const { dialog } = setup();
    expect(dialog.open).toBe(true);
    expect(dialog).toHaveAttribute("data-modal");
    const named = screen.getByRole("dialog", { name: "Your privacy, your choice" });
    expect(named).toBe(dialog);
    expect(screen.getByRole("heading", { name: "Your privacy, your choice" })).toHaveFocus();
  });

  test("shows the intro rich text", () => {
    setup();
    expect(screen.getByRole("link", { name: "cookie policy" })).toHaveAttribute("href", "/cookie-policy/");
  });

  test("Necessary is checked, disabled and required", () => {
    setup();
    const necessary = screen.getByRole("checkbox", { name: "Necessary" });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(necessary).toBeRequired();
  });

  test("optional checkboxes reflect the choices and report changes", async () => {
    const { props } = setup({ choices: { analytics: true, preferences: false, marketing: true } });
    expect(screen.getByRole("checkbox", { name: "Analytics" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Preferences" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Marketing" })).toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: "Preferences" }));
    expect(props.onChoiceChange).toHaveBeenCalledWith("preferences", true);
  });

  test("Learn more only where there is a text, and it discloses that text", async () => {
    setup();
    expect(screen.queryByRole("button", { name: /Learn more about Preferences/ })).toBeNull();
    const learnMore = screen.getByRole("button", { name: "Learn more about Analytics cookies" });
    const text = screen.getByText("Help us count visits.");
    expect(learnMore).toHaveAttribute("aria-expanded", "false");
    expect(learnMore).toHaveAttribute("aria-controls", text.id);
    expect(text).not.toBeVisible();
    await userEvent.click(learnMore);
    expect(learnMore).toHaveAttribute("aria-expanded", "true");
    expect(text).toBeVisible();
    await userEvent.click(learnMore);
    expect(text).not.toBeVisible();
  });

  test("a Learn more the head script opened before the app started stays open, and the next click closes it", async () => {
    const { rerender } = setup({ open: false, ready: false });
    const learnMore = screen.getByRole("button", { name: "Learn more about Analytics cookies", hidden: true });
    const text = screen.getByText("Help us count visits.");
    // What the head script does to the server-rendered markup (consent-bootstrap-script.ts).
    learnMore.setAttribute("aria-expanded", "true");
    text.hidden = false;
    rerender({ open: true, ready: true });
    expect(learnMore).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(learnMore);
    expect(learnMore).toHaveAttribute("aria-expanded", "false");
    expect(text).not.toBeVisible();
  });

  test("the optional categories' state is summed up above the buttons", () => {
    setup({ choices: { analytics: true, preferences: false, marketing: true } });
    const summary = screen.getByText("Optional cookies:").parentElement!;
    expect(summary.compareDocumentPosition(screen.getByRole("button", { name: "Accept all" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect([...summary.querySelectorAll("[data-summary-category]")].map((item) => item.getAttribute("data-summary-category"))).toEqual([
      "analytics",
      "preferences",
      "marketing",
    ]);
  });

  test("the three decisions are reported", async () => {
    const { props } = setup();
    await userEvent.click(screen.getByRole("button", { name: "Accept all" }));
    await userEvent.click(screen.getByRole("button", { name: "Accept selected" }));
    await userEvent.click(screen.getByRole("button", { name: "Decline all" }));
    expect((props.onDecide as jest.Mock).mock.calls).toEqual([["accept-all"], ["accept-selected"], ["decline-all"]]);
  });

  test("Close only when closable", async () => {
    const { dialog, props, rerender } = setup();
    expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    rerender({ closable: true });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(props.onDismiss).toHaveBeenCalledTimes(1);
  });

  test("Escape is blocked when not closable, even pressed again", () => {
    const { dialog, props } = setup();
    act(() => pressEscapeIn(dialog));
    act(() => pressEscapeIn(dialog));
    expect(dialog.open).toBe(true);
    expect(props.onDismiss).not.toHaveBeenCalled();
  });

  test("a close request that skips the key (cancel event) is refused too", () => {
    const { dialog } = setup();
    const cancel = new Event("cancel", { cancelable: true });
    act(() => void dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
  });

  test("a close the browser forces anyway is undone while an answer is required", () => {
    const { dialog, props } = setup();
    act(() => dialog.close());
    expect(dialog.open).toBe(true);
    expect(props.onDismiss).not.toHaveBeenCalled();
  });

  test("Escape closes it when closable, reported as a dismissal", () => {
    const { dialog, props } = setup({ closable: true });
    act(() => pressEscapeIn(dialog));
    expect(dialog.open).toBe(false);
    expect(props.onDismiss).toHaveBeenCalledTimes(1);
  });

  test("Tab wraps from the last control to the first, Shift+Tab from the top to the last", async () => {
    setup({ closable: true });
    const close = screen.getByRole("button", { name: "Close" });
    const firstLink = screen.getByRole("link", { name: "cookie policy" });
    // From the heading (focused on open), Shift+Tab goes to the last control.
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(firstLink).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  test("closing returns focus to what had it before opening", () => {
    const { dialog, rerender } = setup({ open: false });
    const outside = screen.getByRole("button", { name: "Outside" });
    outside.focus();
    rerender({ open: true });
    expect(dialog.open).toBe(true);
    expect(outside).not.toHaveFocus();
    rerender({ open: false });
    expect(dialog.open).toBe(false);
    expect(outside).toHaveFocus();
  });

  test("marked ready only once the first decision is made, together with opening, in a task after the takeover's render", async () => {
    jest.useFakeTimers();
    try {
      const { dialog, rerender } = setup({ open: false, ready: false });
      expect(dialog.open).toBe(false);
      expect(dialog).not.toHaveAttribute("data-consent-dialog");
      rerender({ open: true, ready: true });
      // Not in the render's own task: showModal's restyle would lengthen it (the server's markup is painted meanwhile).
      expect(dialog.open).toBe(false);
      expect(dialog).not.toHaveAttribute("data-consent-dialog");
      await act(async () => void jest.runOnlyPendingTimers());
      expect(dialog).toHaveAttribute("data-consent-dialog", "ready");
      expect(dialog.open).toBe(true);
      expect(screen.getByRole("heading", { name: "Your privacy, your choice" })).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  test("an opening once ready (a preferences request) is at once", () => {
    const { dialog, rerender } = setup({ open: false, ready: true });
    rerender({ open: true });
    expect(dialog.open).toBe(true);
    expect(screen.getByRole("heading", { name: "Your privacy, your choice" })).toHaveFocus();
  });

  test("a takeover undone before its task runs opens nothing", async () => {
    jest.useFakeTimers();
    try {
      const { dialog, rerender } = setup({ open: false, ready: false });
      rerender({ open: true, ready: true });
      rerender({ open: false, ready: true });
      await act(async () => void jest.runOnlyPendingTimers());
      expect(dialog.open).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
