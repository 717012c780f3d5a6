import * as React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchDialog } from "../../../../src/features/search/search-dialog";
import type { SearchOutcome } from "../../../../src/features/search/search-types";
import { installDialogPolyfill } from "../consent/dialog-polyfill";

// Gatsby's documented unit-test mock: Link renders a plain anchor.
jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));
// The dialog's default search is Pagefind, whose file only the built site has: every test here gives a fake.
jest.mock("../../../../src/features/search/pagefind-search", () => ({
  pagefindSearch: () => Promise.reject(new Error("not in unit tests")),
  preparePagefind: () => Promise.reject(new Error("not in unit tests")),
}));

installDialogPolyfill();

const CONSENT_POST: SearchOutcome = {
  total: 2,
  hits: [
    {
      url: "/blog/cookie-consent-without-losing-your-data/",
      title: "Cookie consent without losing your data",
      type: "post",
      excerpt: [
        { text: "Ask for ", marked: false },
        { text: "consent", marked: true },
        { text: " the honest way.", marked: false },
      ],
    },
    {
      url: "/cookie-policy/",
      title: "Cookie policy",
      type: "page",
      excerpt: [
        { text: "We ask for your ", marked: false },
        { text: "consent", marked: true },
        { text: ".", marked: false },
      ],
    },
  ],
};

/** A search the test answers by hand: each call waits until the test resolves it. */
function fakeSearch() {
  const calls: { term: string; resolve(outcome: SearchOutcome | null): void; reject(error: Error): void }[] = [];
  const search = jest.fn(
    (term: string) =>
      new Promise<SearchOutcome | null>((resolve, reject) => {
        calls.push({ term, resolve, reject });
      }),
  );
  const last = () => calls[calls.length - 1]!;
  return { search, calls, last };
}

function renderDialog({ search = fakeSearch().search, prepare = () => Promise.resolve() } = {}) {
  const onDismiss = jest.fn();
  const onFollow = jest.fn();
  const props = { onDismiss, onFollow, browseAllPath: "/search/", search, prepare };
  const view = render(<SearchDialog open {...props} />);
  const dialog = screen.getByRole("dialog", { name: "Search the site" });
  const field = within(dialog).getByRole("searchbox", { name: "Search for" });
  return { ...view, props, dialog, field, onDismiss, onFollow };
}

const status = () => screen.getByRole("status");

describe("the search dialog", () => {
  it("opens as a modal named by its heading, with focus in the field", () => {
    const { dialog, field } = renderDialog();
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveAttribute("data-modal");
    expect(field).toHaveFocus();
    expect(status()).toHaveTextContent("");
  });

  it("says it is searching, then shows each result's title, type, excerpt with the terms marked, and link", async () => {
    const fake = fakeSearch();
    const user = userEvent.setup();
    renderDialog({ search: fake.search });
    await user.keyboard("consent");
    expect(fake.last().term).toBe("consent");
    expect(status()).toHaveTextContent("Searching…");

    await act(async () => fake.last().resolve(CONSENT_POST));
    expect(status()).toHaveTextContent("2 results for “consent”");
    const list = screen.getByRole("list", { name: "Search results" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/blog/cookie-consent-without-losing-your-data/", "/cookie-policy/"]);
    expect(links[0]).toHaveAccessibleName("Cookie consent without losing your data");
    expect(links[1]).toHaveAccessibleName("Cookie policy");
    const [post, policy] = within(list).getAllByRole("listitem");
    expect(post).toHaveTextContent("Cookie consent without losing your dataPostAsk for consent the honest way.");
    expect(policy).toHaveTextContent("Cookie policyPageWe ask for your consent.");
    expect([...post!.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["consent"]);
  });

  it("says when nothing matches", async () => {
    const fake = fakeSearch();
    const user = userEvent.setup();
    renderDialog({ search: fake.search });
    await user.keyboard("zzzqqq");
    await act(async () => fake.last().resolve({ hits: [], total: 0 }));
    expect(status()).toHaveTextContent("No results for “zzzqqq”");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("counts one result in the singular, and says when it shows only the first of more", async () => {
    const fake = fakeSearch();
    const user = userEvent.setup();
    renderDialog({ search: fake.search });
    await user.keyboard("policy");
    await act(async () => fake.last().resolve({ hits: [CONSENT_POST.hits[1]!], total: 1 }));
    expect(status()).toHaveTextContent("1 result for “policy”");
    await user.keyboard("x");
    await act(async () => fake.last().resolve({ hits: CONSENT_POST.hits, total: 14 }));
    expect(status()).toHaveTextContent("The first 2 of 14 results for “policyx”");
  });

  it("ignores a search that typing replaced (Pagefind answers null), and an answer that comes after a newer search", async () => {
    const fake = fakeSearch();
    const user = userEvent.setup();
    renderDialog({ search: fake.search });
    await user.keyboard("co");
    const first = fake.calls.length - 1;
    await user.keyboard("okie");
    await act(async () => fake.calls[first]!.resolve({ hits: [], total: 0 }));
    expect(status()).toHaveTextContent("Searching…");
    await act(async () => fake.last().resolve(null));
    expect(status()).toHaveTextContent("Searching…");
  });

  it("moves from the field through the results with the arrow keys, and back up to the field", async () => {
    const fake = fakeSearch();
    const user = userEvent.setup();
    const { field } = renderDialog({ search: fake.search });
    await user.keyboard("consent");
    await act(async () => fake.last().resolve(CONSENT_POST));
    const [post, policy] = screen.getAllByRole("link", { name: /Cookie/ });
    await user.keyboard("{ArrowDown}");
    expect(post).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(policy).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(policy).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(post).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(field).toHaveFocus();
  });

  it("reaches the results with Tab too, and Tab wraps inside the dialog", async () => {
    const fake = fakeSearch();
    const user = userEvent.setup();
    const { field } = renderDialog({ search: fake.search });
    await user.keyboard("consent");
    await act(async () => fake.last().resolve(CONSENT_POST));
    await user.tab();
    expect(screen.getByRole("link", { name: "Cookie consent without losing your data" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Cookie policy" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close search" })).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
  });

  it("tells the control when a result is followed", async () => {
    const fake = fakeSearch();
    const user = userEvent.setup();
    const { onFollow } = renderDialog({ search: fake.search });
    await user.keyboard("consent");
    await act(async () => fake.last().resolve(CONSENT_POST));
    // jsdom cannot navigate; in the site the link's Gatsby Link navigates in-app.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener("click", stay);
    await user.keyboard("{ArrowDown}{Enter}");
    document.removeEventListener("click", stay);
    expect(onFollow).toHaveBeenCalledTimes(1);
  });

  it("asks to close on Escape (even with text in the field, which Escape would otherwise clear) and on Close", async () => {
    const user = userEvent.setup();
    const { field, onDismiss } = renderDialog();
    await user.keyboard("brand{Escape}");
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue("brand");
    await user.click(screen.getByRole("button", { name: "Close search" }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it("closes itself when the control closes it", () => {
    const { rerender, props, dialog } = renderDialog();
    rerender(<SearchDialog {...props} open={false} />);
    expect(dialog).not.toHaveAttribute("open");
  });

  it("says clearly when the index cannot be loaded, and offers the page that lists everything", async () => {
    let fail: (error: Error) => void = () => undefined;
    const prepare = () => new Promise<void>((_resolve, reject) => (fail = reject));
    renderDialog({ prepare });
    await act(async () => fail(new Error("404")));
    expect(status()).toHaveTextContent("Search could not be loaded. Please try again later.");
    expect(screen.getByRole("link", { name: "See every page and post" })).toHaveAttribute("href", "/search/");
  });

  it("says so too when a search fails", async () => {
    const fake = fakeSearch();
    const user = userEvent.setup();
    renderDialog({ search: fake.search });
    await user.keyboard("consent");
    await act(async () => fake.last().reject(new Error("chunk 404")));
    expect(status()).toHaveTextContent("Search could not be loaded. Please try again later.");
  });
});
