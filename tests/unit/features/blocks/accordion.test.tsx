import * as React from "react";
import { screen, waitFor, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { gsap } from "gsap";
import { Accordion } from "../../../../src/features/blocks/accordion";
import { loadGsap } from "../../../../src/theme/lazy-gsap";
import { installMatchMedia } from "../support/media";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

// The motion once gsap is here; accordion-before-gsap.test.tsx covers a toggle before it arrives.
beforeAll(() => loadGsap());

const items = [
  { label: "What does it include?", html: "<p>One hour.</p>", startsOpen: true },
  { label: "Do you work with small businesses?", html: "<p>Yes.</p>", startsOpen: false },
  { label: "How long until results?", html: "<p>Weeks.</p>", startsOpen: false },
];

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "")!;

beforeEach(() => installMatchMedia({ width: 1440 }));
afterEach(() => jest.restoreAllMocks());

describe("accordion (WAI-ARIA accordion pattern)", () => {
  it("puts each header button in a heading, controlling a labelled region; items may start open", () => {
    render(<Accordion heading="Questions" items={items} />);
    expect(screen.getByRole("heading", { level: 2, name: "Questions" })).toBeInTheDocument();
    const first = screen.getByRole("button", { name: "What does it include?" });
    const second = screen.getByRole("button", { name: "Do you work with small businesses?" });
    expect(first.closest("h3")).not.toBeNull();
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("region", { name: "What does it include?" })).toHaveTextContent("One hour.");
    expect(panelOf(second)).not.toBeVisible();
    expect(panelOf(second)).toHaveAttribute("aria-labelledby", second.id);
  });

  it("opens and closes with a 0.3 s height animation", async () => {
    const fromTo = jest.spyOn(gsap, "fromTo");
    const to = jest.spyOn(gsap, "to");
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const second = screen.getByRole("button", { name: "Do you work with small businesses?" });

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(panelOf(second)).toBeVisible();
    expect(fromTo).toHaveBeenCalledWith(panelOf(second), expect.objectContaining({ height: 0 }), expect.objectContaining({ height: "auto", duration: 0.3 }));

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(to).toHaveBeenCalledWith(panelOf(second), expect.objectContaining({ height: 0, duration: 0.3 }));
    // Still shown while it animates closed, hidden once the animation has finished.
    await waitFor(() => expect(panelOf(second)).not.toBeVisible());
  });

  it("is instant under reduced motion", async () => {
    installMatchMedia({ width: 1440, reducedMotion: true });
    const to = jest.spyOn(gsap, "to");
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const first = screen.getByRole("button", { name: "What does it include?" });
    await user.click(first);
    expect(panelOf(first)).not.toBeVisible();
    expect(to).not.toHaveBeenCalled();
  });

  it("items toggle independently", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(screen.getByRole("button", { name: "How long until results?" }));
    expect(screen.getByRole("button", { name: "What does it include?" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "How long until results?" })).toHaveAttribute("aria-expanded", "true");
  });

  it("supports the keyboard: Enter/Space toggle, arrows, Home and End move between headers", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first, second, third] = screen.getAllByRole("button");
    first!.focus();
    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(second).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{End}");
    expect(third).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(third).toHaveFocus();
    await user.keyboard("{Home}");
    expect(first).toHaveFocus();
    await user.keyboard(" ");
    expect(first).toHaveAttribute("aria-expanded", "false");
  });
});
