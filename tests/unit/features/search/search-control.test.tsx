import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchControl } from "../../../../src/features/search/search-control";
import { LocaleProvider, type LocaleState } from "../../../../src/i18n/locale-context";
import { catalogueFor } from "../../../../src/i18n/catalogues";
import { installDialogPolyfill } from "../consent/dialog-polyfill";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));
const mockPrepare = jest.fn(() => Promise.resolve());
jest.mock("../../../../src/features/search/pagefind-search", () => ({
  pagefindSearch: () => Promise.resolve({ hits: [], total: 0 }),
  preparePagefind: () => mockPrepare(),
}));

installDialogPolyfill();

function renderControl(locale: "en" | "fr" = "en", currentPath = "/") {
  const value: LocaleState = { locale, alternates: [], messages: catalogueFor(locale), cookiePolicyPath: "/cookie-policy/" };
  const ui = (path: string) => (
    <LocaleProvider value={value}>
      <SearchControl currentPath={path} />
    </LocaleProvider>
  );
  const view = render(ui(currentPath));
  return { ...view, navigateTo: (path: string) => view.rerender(ui(path)) };
}

describe("the header's search control", () => {
  it("is a link to the locale's search page", () => {
    renderControl("en");
    expect(screen.getByRole("link", { name: "Search" })).toHaveAttribute("href", "/search/");
  });

  it("is a link to /fr/search/ on a French page, in French", () => {
    renderControl("fr", "/fr/");
    expect(screen.getByRole("link", { name: "Rechercher" })).toHaveAttribute("href", "/fr/search/");
  });

  it("opens the dialog instead of following the link, and fetches the index only then", async () => {
    const user = userEvent.setup();
    renderControl();
    expect(mockPrepare).not.toHaveBeenCalled();
    await user.click(screen.getByRole("link", { name: "Search" }));
    const dialog = await screen.findByRole("dialog", { name: "Search the site" });
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByRole("searchbox", { name: "Search for" })).toHaveFocus();
    expect(mockPrepare).toHaveBeenCalledTimes(1);
  });

  it("gives focus back to itself on close, and opens again", async () => {
    const user = userEvent.setup();
    renderControl();
    const link = screen.getByRole("link", { name: "Search" });
    link.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Search the site" });
    await user.keyboard("{Escape}");
    expect(dialog).not.toHaveAttribute("open");
    expect(link).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(dialog).toHaveAttribute("open");
    await user.click(screen.getByRole("button", { name: "Close search" }));
    expect(dialog).not.toHaveAttribute("open");
    expect(link).toHaveFocus();
  });

  it("closes on a route change without taking focus back", async () => {
    const user = userEvent.setup();
    const { navigateTo } = renderControl();
    const link = screen.getByRole("link", { name: "Search" });
    await user.click(link);
    const dialog = await screen.findByRole("dialog", { name: "Search the site" });
    navigateTo("/blog/");
    expect(dialog).not.toHaveAttribute("open");
    expect(link).not.toHaveFocus();
  });

  it("leaves a click with a modifier key to the browser (a new tab)", async () => {
    const user = userEvent.setup();
    renderControl();
    const defaults: boolean[] = [];
    const stay = (event: Event) => {
      defaults.push(event.defaultPrevented); // after React's handler, which sits below the document
      event.preventDefault(); // jsdom cannot open tabs
    };
    document.addEventListener("click", stay);
    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("link", { name: "Search" }));
    await user.keyboard("{/Control}");
    await user.click(screen.getByRole("link", { name: "Search" }));
    document.removeEventListener("click", stay);
    // The plain click was taken over (it opens the dialog), the Ctrl+click was not.
    expect(defaults).toEqual([false, true]);
    expect(await screen.findByRole("dialog", { name: "Search the site" })).toHaveAttribute("open");
  });
});
