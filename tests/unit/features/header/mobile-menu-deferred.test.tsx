import * as React from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Header } from "../../../../src/features/header/header";
import { installMatchMedia } from "../support/media";
import { navigation } from "./header-fixtures";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

// docs/navigation.md, "Mobile: below 1280px": the phone menu's links are not built while the page starts.
describe("the phone menu's links are rendered when the visitor reaches for the toggle", () => {
  beforeEach(() => {
    installMatchMedia({ width: 390 });
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute("aria-controls") ?? "")!;

  it("the closed panel is empty until a pointer comes over the toggle, then holds every entry, still closed", () => {
    render(<Header navigation={navigation} currentPath="/" />);
    const toggle = screen.getByRole("button", { name: "Open navigation menu" });
    const panel = panelOf(toggle);
    expect(panel).toBeInTheDocument();
    expect(within(panel).queryAllByRole("link", { hidden: true })).toEqual([]);

    fireEvent.pointerEnter(toggle);
    const links = within(panel).getAllByRole("link", { hidden: true });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(expect.arrayContaining(["/work/", "/services/", "/services/digital/seo/"]));
    expect(links[0]).not.toBeVisible();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("focus on the toggle renders them too, and a click opens the menu with them shown", async () => {
    render(<Header navigation={navigation} currentPath="/" />);
    const toggle = screen.getByRole("button", { name: "Open navigation menu" });
    fireEvent.focusIn(toggle);
    expect(
      within(panelOf(toggle))
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toContain("/work/");

    fireEvent.click(toggle);
    // gsap, fetched on focus, may arrive meanwhile and play the opening.
    await waitFor(() => expect(within(panelOf(toggle)).getByRole("link", { name: "Our work" })).toBeVisible());
  });
});
