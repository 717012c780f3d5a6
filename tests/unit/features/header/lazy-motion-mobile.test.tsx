import * as React from "react";
import { act, fireEvent, screen, waitFor, render } from "@testing-library/react";
import { Header } from "../../../../src/features/header/header";
import { gsapIfLoaded } from "../../../../src/theme/lazy-gsap";
import { afterGsapCouldHaveArrived } from "../support/gsap-arrival";
import { installMatchMedia } from "../support/media";
import { navigation } from "./header-fixtures";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

// One module registry per file: gsap is not loaded when this file starts (the other header tests preload it).
describe("the mobile menu works before gsap has arrived", () => {
  it("a click that comes before gsap opens the menu at once; when gsap arrives the menu stays open, and it still closes", async () => {
    installMatchMedia({ width: 390 });
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    render(<Header navigation={navigation} currentPath="/" onMenuOpenChange={jest.fn()} />);
    await afterGsapCouldHaveArrived();
    expect(gsapIfLoaded()).toBeNull();

    // A click alone (no pointer over the toggle first), as a keyboard or a screen reader sends it.
    const toggle = screen.getByRole("button", { name: "Open navigation menu" });
    fireEvent.click(toggle);
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "")!;
    expect(gsapIfLoaded()).toBeNull();
    expect(panel).toBeVisible();
    expect(screen.getByRole("link", { name: "Our work" })).toBeVisible();

    await waitFor(() => expect(gsapIfLoaded()).not.toBeNull());
    // The menu re-renders with gsap once React has run the update its arrival queued.
    await act(async () => undefined);
    expect(panel).toBeVisible();

    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(panel).not.toBeVisible());
  });
});
