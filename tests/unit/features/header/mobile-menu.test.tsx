import * as React from "react";
import { act, fireEvent, screen, waitFor, within, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../../../../src/features/header/header";
import { loadGsap } from "../../../../src/theme/lazy-gsap";
import { installMatchMedia, setMedia } from "../support/media";
import { recordTimelines } from "../support/gsap-timelines";
import { navigation } from "./header-fixtures";

// Gatsby's documented unit-test mock: Link renders a plain anchor, navigate is a spy.
jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

// These tests are about the motion once gsap is here; lazy-motion.test.tsx covers the menus before it arrives.
beforeAll(() => loadGsap());

const scrollTo = jest.fn();
beforeEach(() => {
  installMatchMedia({ width: 390 });
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

function renderHeader(currentPath = "/", onMenuOpenChange = jest.fn()) {
  return render(<Header navigation={navigation} currentPath={currentPath} onMenuOpenChange={onMenuOpenChange} />);
}

const toggle = () => screen.getByRole("button", { name: /^(Open|Close) navigation menu$/ });
const menuPanel = () => document.getElementById(toggle().getAttribute("aria-controls") ?? "")!;

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Open navigation menu" }));
  // The panel becomes visible on the timeline's first frame.
  await screen.findByRole("navigation", { name: "Main" });
}

describe("mobile menu (<1280px)", () => {
  it("shows a hamburger labelled Open navigation menu and no desktop bar", () => {
    renderHeader();
    const button = screen.getByRole("button", { name: "Open navigation menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(menuPanel()).not.toBeVisible();
    expect(document.querySelector("[data-panel]")).toBeNull();
  });

  it("opens a full-screen menu: page scrolled to the top, body scroll locked, layout told", async () => {
    const user = userEvent.setup();
    const onMenuOpenChange = jest.fn();
    renderHeader("/", onMenuOpenChange);
    await openMenu(user);
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(toggle()).toHaveAccessibleName("Close navigation menu");
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.documentElement.style.overflow).toBe("hidden");
    expect(document.body.style.overflow).toBe("hidden");
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(true);
    const nav = screen.getByRole("navigation", { name: "Main" });
    await waitFor(() => expect(within(nav).getByRole("link", { name: "Our work" })).toBeVisible());
    expect(within(menuPanel()).getByRole("link", { name: "Free 1 hour consultation" })).toHaveAttribute("href", "/#free-consultation");

    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(document.documentElement.style.overflow).toBe("");
    expect(document.body.style.overflow).toBe("");
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("opening plays the menu timeline and closing reverses it", async () => {
    const timelines = recordTimelines();
    const user = userEvent.setup();
    renderHeader();
    await openMenu(user);
    const timeline = timelines.animating(menuPanel());
    expect(timeline.reversed()).toBe(false);
    await user.click(toggle());
    expect(timeline.reversed()).toBe(true);
    await waitFor(() => expect(menuPanel().style.visibility).toBe("hidden"));
    timelines.restore();
  });

  it("a submenu opens with Back focused, at 1x, and closes at 2x back to its button", async () => {
    const timelines = recordTimelines();
    const user = userEvent.setup();
    renderHeader();
    await openMenu(user);
    const services = screen.getByRole("button", { name: "Services" });
    await user.click(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    const submenu = document.getElementById(services.getAttribute("aria-controls") ?? "")!;
    const back = within(submenu).getByRole("button", { name: "Back to main navigation menu" });
    expect(back).toHaveFocus();
    // Only the open submenu takes height in the menu (mobile-menu.styles.ts): the others never make it scroll.
    expect(submenu).toHaveAttribute("data-open", "");
    const about = document.getElementById(screen.getByRole("button", { name: "About" }).getAttribute("aria-controls") ?? "")!;
    expect(about).not.toHaveAttribute("data-open");
    const timeline = timelines.animating(submenu);
    expect(timeline.timeScale()).toBe(1);
    expect(timeline.reversed()).toBe(false);
    expect(timeline.paused()).toBe(false);
    expect(await within(submenu).findByRole("link", { name: "Search engine optimisation" })).toHaveAttribute("href", "/services/digital/seo/");

    await user.click(back);
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(submenu).not.toHaveAttribute("data-open");
    // gsap reports a reversed timeline's speed as negative: running backwards at 2x.
    expect(timeline.timeScale()).toBe(-2);
    expect(timeline.reversed()).toBe(true);
    expect(services).toHaveFocus();
    timelines.restore();
  });

  it("Escape closes an open submenu first, then the menu, returning focus each time", async () => {
    const user = userEvent.setup();
    renderHeader();
    await openMenu(user);
    const services = screen.getByRole("button", { name: "Services" });
    await user.click(services);
    await user.keyboard("{Escape}");
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(services).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("ends with the consultation disc beside the configuration's email and telephone (tel without spaces)", async () => {
    const user = userEvent.setup();
    render(
      <Header
        navigation={navigation}
        currentPath="/"
        contacts={[
          { label: "hello@lumenandlark.example", href: "mailto:hello@lumenandlark.example" },
          { label: "+44 20 7946 0321", href: "tel:+442079460321" },
        ]}
      />,
    );
    await openMenu(user);
    const contact = within(menuPanel()).getByRole("list", { name: "Contact" });
    expect(within(contact).getByRole("link", { name: "hello@lumenandlark.example" })).toHaveAttribute("href", "mailto:hello@lumenandlark.example");
    expect(within(contact).getByRole("link", { name: "+44 20 7946 0321" })).toHaveAttribute("href", "tel:+442079460321");
    // The disc and the contact list share the panel's foot, after the navigation.
    const disc = within(menuPanel()).getByRole("link", { name: "Free 1 hour consultation" });
    expect(disc.parentElement).toBe(contact.parentElement);
    expect(screen.getByRole("navigation", { name: "Main" }).compareDocumentPosition(disc) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("without an email or telephone configured, the foot shows the disc alone", async () => {
    const user = userEvent.setup();
    renderHeader();
    await openMenu(user);
    expect(within(menuPanel()).queryByRole("list", { name: "Contact" })).toBeNull();
    expect(within(menuPanel()).getByRole("link", { name: "Free 1 hour consultation" })).toBeInTheDocument();
  });

  it("following any menu link closes the menu", async () => {
    const user = userEvent.setup();
    renderHeader();
    await openMenu(user);
    await user.click(screen.getByRole("link", { name: "Our work" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(document.documentElement.style.overflow).toBe("");

    await openMenu(user);
    await user.click(screen.getByRole("button", { name: "Services" }));
    await user.click(await screen.findByRole("link", { name: "Digital marketing" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps focus inside the header while the menu is open", async () => {
    const user = userEvent.setup();
    render(
      <>
        <a href="#before">before</a>
        <Header navigation={navigation} currentPath="/" />
        <a href="#after">after</a>
      </>,
    );
    await openMenu(user);
    const header = screen.getByRole("banner");
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(header).toContainElement(document.activeElement as HTMLElement);
    }
    for (let step = 0; step < 12; step += 1) {
      await user.tab({ shift: true });
      expect(header).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("fades the logo and the toggle when menu content scrolls beneath them", async () => {
    const user = userEvent.setup();
    renderHeader();
    await openMenu(user);
    // The brand (logo link and wordmark) fades as one.
    const logo = screen.getByRole("link", { name: "Go to homepage" }).parentElement!;
    expect(logo).not.toHaveAttribute("data-faded");
    menuPanel().scrollTop = 120;
    fireEvent.scroll(menuPanel());
    expect(logo).toHaveAttribute("data-faded");
    expect(toggle()).toHaveAttribute("data-faded");
    menuPanel().scrollTop = 0;
    fireEvent.scroll(menuPanel());
    expect(logo).not.toHaveAttribute("data-faded");
  });

  it("marks the active top-level item", async () => {
    const user = userEvent.setup();
    renderHeader("/about/team/");
    await openMenu(user);
    expect(screen.getByRole("button", { name: "About" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Services" })).not.toHaveAttribute("aria-current");
  });

  it("crossing 1280px tears the menu down and builds the other one, with no stale open state", async () => {
    const user = userEvent.setup();
    const onMenuOpenChange = jest.fn();
    renderHeader("/", onMenuOpenChange);
    await openMenu(user);
    await user.click(screen.getByRole("button", { name: "Services" }));

    await act(() => setMedia({ width: 1440 }));
    expect(screen.queryByRole("button", { name: /^(Open|Close) navigation menu$/ })).toBeNull();
    expect(screen.getByRole("banner")).toHaveAttribute("data-menu-mode", "desktop");
    expect(screen.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "false");
    expect(document.documentElement.style.overflow).toBe("");
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);

    await user.click(screen.getByRole("button", { name: "Services" }));
    await act(() => setMedia({ width: 390 }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(menuPanel().style.visibility).toBe("hidden");
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it("under reduced motion the menu and submenus open and close instantly", async () => {
    installMatchMedia({ width: 390, reducedMotion: true });
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Open navigation menu" }));
    expect(menuPanel().style.visibility).toBe("inherit");
    const services = screen.getByRole("button", { name: "Services" });
    await user.click(services);
    const submenu = document.getElementById(services.getAttribute("aria-controls") ?? "")!;
    expect(submenu.style.visibility).toBe("inherit");
    expect(submenu.style.opacity).toBe("1");
    await user.click(toggle());
    expect(menuPanel().style.visibility).toBe("hidden");
  });
});
