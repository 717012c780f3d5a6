import * as React from "react";
import { fireEvent, screen, waitFor, render } from "@testing-library/react";
import { Accordion } from "../../../../src/features/blocks/accordion";
import { gsapIfLoaded } from "../../../../src/theme/lazy-gsap";
import { afterGsapCouldHaveArrived } from "../support/gsap-arrival";
import { installMatchMedia } from "../support/media";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

const items = [
  { label: "What does it include?", html: "<p>One hour.</p>", startsOpen: false },
  { label: "Do you work with small businesses?", html: "<p>Yes.</p>", startsOpen: false },
];

// One module registry per file: gsap is not loaded when this file starts.
describe("an accordion before gsap has arrived", () => {
  it("rendering fetches no gsap; a toggle before it arrives opens and closes at once; the pointer reaching it fetches gsap", async () => {
    installMatchMedia({ width: 1440 });
    render(<Accordion heading="Questions" items={items} />);
    await afterGsapCouldHaveArrived();
    expect(gsapIfLoaded()).toBeNull();

    const first = screen.getByRole("button", { name: "What does it include?" });
    fireEvent.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "What does it include?" })).toBeVisible();
    fireEvent.click(first);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById(first.getAttribute("aria-controls") ?? "")).not.toBeVisible();
    expect(gsapIfLoaded()).toBeNull();

    fireEvent.pointerEnter(screen.getByRole("region", { name: "Questions" }));
    await waitFor(() => expect(gsapIfLoaded()).not.toBeNull());
  });
});
