import * as React from "react";
import { act, screen, within, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../../../../src/features/header/header";
import { loadGsap } from "../../../../src/theme/lazy-gsap";
import { installMatchMedia } from "../support/media";
import { recordTimelines } from "../support/gsap-timelines";
import { navigation } from "./header-fixtures";

// Gatsby's documented unit-test mock: Link renders a plain anchor, navigate is a spy.
jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

// These tests are about the motion once gsap is here; lazy-motion.test.tsx covers the menus before it arrives.
beforeAll(() => loadGsap());

beforeEach(() => installMatchMedia({ width: 1440 }));

function renderHeader(currentPath = "/") {
  return render(<Header navigation={navigation} currentPath={currentPath} />);
}

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "")!;

describe("desktop menu (≥1280px)", () => {
  it("is a horizontal bar of links and disclosure buttons, never an ARIA menu", () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Our work" })).toHaveAttribute("href", "/work/");
    const services = within(nav).getByRole("button", { name: "Services" });
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(services)).toBeInTheDocument();
    expect(document.querySelector('[role="menu"], [role="menubar"], [role="menuitem"]')).toBeNull();
    expect(screen.queryByRole("button", { name: "Open navigation menu" })).toBeNull();
  });

  it("has the logo link home and the round consultation link", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Go to homepage" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Free 1 hour consultation" })).toHaveAttribute("href", "/#free-consultation");
  });

  it("opens a full-width panel with the children, an overview link and a Close button; opening plays, closing reverses", async () => {
    const timelines = recordTimelines();
    const user = userEvent.setup();
    renderHeader();
    const services = screen.getByRole("button", { name: "Services" });
    await user.click(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    const panel = panelOf(services);
    const timeline = timelines.animating(panel);
    expect(timeline.reversed()).toBe(false);
    expect(timeline.paused()).toBe(false);
    expect(await within(panel).findByRole("link", { name: "Services overview" })).toHaveAttribute("href", "/services/");
    expect(within(panel).getByRole("link", { name: "Search engine optimisation" })).toHaveAttribute("href", "/services/digital/seo/");
    await user.click(within(panel).getByRole("button", { name: "Close" }));
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(timeline.reversed()).toBe(true);
    // Focus returns to the button that opened the panel.
    expect(services).toHaveFocus();
    timelines.restore();
  });

  it("opens one panel at a time", async () => {
    const user = userEvent.setup();
    renderHeader();
    const services = screen.getByRole("button", { name: "Services" });
    const about = screen.getByRole("button", { name: "About" });
    await user.click(services);
    await user.click(about);
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(about).toHaveAttribute("aria-expanded", "true");
  });

  it("Escape closes the open panel and returns focus to its button", async () => {
    const user = userEvent.setup();
    renderHeader();
    const services = screen.getByRole("button", { name: "Services" });
    await user.click(services);
    const overview = await within(panelOf(services)).findByRole("link", { name: "Services overview" });
    await user.tab();
    expect(overview).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(services).toHaveFocus();
  });

  it("is keyboard operable: Enter and Space toggle a panel", async () => {
    const user = userEvent.setup();
    renderHeader();
    const services = screen.getByRole("button", { name: "Services" });
    services.focus();
    await user.keyboard("{Enter}");
    expect(services).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(services).toHaveAttribute("aria-expanded", "false");
  });

  it("following a link in the panel closes it", async () => {
    const user = userEvent.setup();
    renderHeader();
    const services = screen.getByRole("button", { name: "Services" });
    await user.click(services);
    await user.click(await within(panelOf(services)).findByRole("link", { name: "Digital marketing" }));
    expect(services).toHaveAttribute("aria-expanded", "false");
  });

  it("a click outside the menu closes the panel", async () => {
    const user = userEvent.setup();
    renderHeader();
    const services = screen.getByRole("button", { name: "Services" });
    await user.click(services);
    await user.click(document.body);
    expect(services).toHaveAttribute("aria-expanded", "false");
  });

  it("a route change closes the panel", async () => {
    const user = userEvent.setup();
    const view = renderHeader("/");
    await user.click(screen.getByRole("button", { name: "Services" }));
    view.rerender(<Header navigation={navigation} currentPath="/work/" />);
    expect(screen.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the active top-level item when the current path includes its path", () => {
    renderHeader("/services/digital/seo/");
    expect(screen.getByRole("button", { name: "Services" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "Our work" })).not.toHaveAttribute("aria-current");
    // Inside the closed panel: hidden, but marked for when it opens.
    expect(screen.getByText("Search engine optimisation").closest("a")).toHaveAttribute("aria-current", "page");
  });

  it("marks a leaf item as the current page", () => {
    renderHeader("/work/");
    expect(screen.getByRole("link", { name: "Our work" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Services" })).not.toHaveAttribute("aria-current");
  });

  it("external items leave the site safely", () => {
    renderHeader();
    const careers = screen.getByRole("link", { name: "Careers (leaves this site)" });
    expect(careers).toHaveAttribute("href", "https://jobs.example.org/");
    expect(careers).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("refuses an external item the CMS did not flag as external", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const unflagged = [{ title: "Elsewhere", path: "https://example.org/", external: false, items: [] }];
    expect(() => render(<Header navigation={unflagged} currentPath="/" />)).toThrow(/is not allowed by default/);
  });

  it("under reduced motion the panel appears and disappears instantly", async () => {
    installMatchMedia({ width: 1440, reducedMotion: true });
    const user = userEvent.setup();
    renderHeader();
    const services = screen.getByRole("button", { name: "Services" });
    await user.click(services);
    expect(panelOf(services).style.visibility).toBe("inherit");
    expect(panelOf(services).style.opacity).toBe("1");
    await user.click(within(panelOf(services)).getByRole("button", { name: "Close" }));
    expect(panelOf(services).style.visibility).toBe("hidden");
  });

  afterEach(() => act(() => undefined));
});
