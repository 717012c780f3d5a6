import * as React from "react";
import { screen, within, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../../../../src/features/header/header";
import { loadGsap } from "../../../../src/theme/lazy-gsap";
import { menuEntries } from "../../../../src/features/header/menu-items";
import type { NavigationEntryData } from "../../../../src/lib/main-navigation";
import { installMatchMedia } from "../support/media";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

// These tests are about the motion once gsap is here; lazy-motion.test.tsx covers the menus before it arrives.
beforeAll(() => loadGsap());

const link = (title: string, path: string, items: NavigationEntryData[] = []): NavigationEntryData => ({ title, path, external: false, items });

/** As the seed has it: the third-level pages sit beside their parent in the CMS tree. */
const flat = [
  link("Services", "/services/", [
    link("Digital marketing", "/services/digital/"),
    link("Search engine optimisation", "/services/digital/seo/"),
    link("Paid social", "/services/digital/paid-social/"),
    link("Brand strategy", "/services/brand/"),
  ]),
  link("Contact", "/contact/"),
];

/** The same pages nested three levels deep in the CMS tree. */
const nested = [
  link("Services", "/services/", [
    link("Digital marketing", "/services/digital/", [
      link("Search engine optimisation", "/services/digital/seo/"),
      link("Paid social", "/services/digital/paid-social/"),
    ]),
    link("Brand strategy", "/services/brand/"),
  ]),
  link("Contact", "/contact/"),
];

/** How long to wait for a menu's opening animation to reveal it (the unit suite runs beside others on two cores). */
const SLOW_TICK = 5000;

const shape = (navigation: NavigationEntryData[], here = "/") =>
  menuEntries(navigation, here).map((entry) => ({
    title: entry.title,
    children: entry.children.map((child) => ({ title: child.title, path: child.path, children: child.children.map((grandchild) => grandchild.path) })),
  }));

const EXPECTED = [
  {
    title: "Services",
    children: [
      { title: "Digital marketing", path: "/services/digital/", children: ["/services/digital/seo/", "/services/digital/paid-social/"] },
      { title: "Brand strategy", path: "/services/brand/", children: [] },
    ],
  },
  { title: "Contact", children: [] },
];

describe("a third-level page is under its parent, not beside it", () => {
  it("a child whose page lies below a sibling's page moves under that sibling", () => {
    expect(shape(flat)).toEqual(EXPECTED);
  });

  it("a tree nested in the CMS stays nested", () => {
    expect(shape(nested)).toEqual(EXPECTED);
  });

  it("siblings are compared by whole segments: /services/digital-pr/ is not below /services/digital/", () => {
    const navigation = [link("Services", "/services/", [link("Digital marketing", "/services/digital/"), link("Digital PR", "/services/digital-pr/")])];
    expect(shape(navigation)[0]!.children.map((child) => child.title)).toEqual(["Digital marketing", "Digital PR"]);
  });

  it("marks the parent and the section when the third-level page is shown", () => {
    const [services] = menuEntries(flat, "/services/digital/seo/");
    expect(services!.current).toBe("true");
    expect(services!.children[0]!.current).toBe("true");
    expect(services!.children[0]!.children[0]!.current).toBe("page");
  });

  it("desktop: the panel lists Search engine optimisation inside Digital marketing's item", async () => {
    installMatchMedia({ width: 1440 });
    const user = userEvent.setup();
    render(<Header navigation={flat} currentPath="/" />);
    const services = screen.getByRole("button", { name: "Services" });
    await user.click(services);
    const panel = document.getElementById(services.getAttribute("aria-controls") ?? "")!;
    // The panel turns visible on gsap's first tick, which a loaded machine can take a while to reach.
    const digital = (await within(panel).findByRole("link", { name: "Digital marketing" }, { timeout: SLOW_TICK })).closest("li")!;
    expect(within(digital).getByRole("link", { name: "Search engine optimisation" })).toHaveAttribute("href", "/services/digital/seo/");
    expect(within(digital).getByRole("link", { name: "Paid social" })).toHaveAttribute("href", "/services/digital/paid-social/");
    // The second level has two items, not four.
    const secondLevel = within(panel).getAllByRole("list")[0]!;
    expect(
      within(secondLevel)
        .getAllByRole("listitem")
        .filter((item) => item.parentElement === secondLevel),
    ).toHaveLength(2);
  }, 20_000);

  it("mobile: the submenu lists Search engine optimisation inside Digital marketing's item", async () => {
    installMatchMedia({ width: 390 });
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    const user = userEvent.setup();
    render(<Header navigation={flat} currentPath="/" onMenuOpenChange={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Open navigation menu" }));
    const services = await screen.findByRole("button", { name: "Services" }, { timeout: SLOW_TICK });
    await user.click(services);
    const submenu = document.getElementById(services.getAttribute("aria-controls") ?? "")!;
    const digital = (await within(submenu).findByRole("link", { name: "Digital marketing" }, { timeout: SLOW_TICK })).closest("li")!;
    expect(within(digital).getByRole("link", { name: "Search engine optimisation" })).toHaveAttribute("href", "/services/digital/seo/");
    expect(within(digital).getByRole("link", { name: "Paid social" })).toHaveAttribute("href", "/services/digital/paid-social/");
  }, 20_000);
});
