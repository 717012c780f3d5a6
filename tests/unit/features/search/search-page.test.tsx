import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchPage } from "../../../../src/features/search/search-page";
import type { SearchOutcome } from "../../../../src/features/search/search-types";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));
jest.mock("../../../../src/features/search/pagefind-search", () => ({
  pagefindSearch: () => Promise.reject(new Error("not in unit tests")),
}));

const PAGES = [
  { title: "About us", path: "/about/" },
  { title: "Search engine optimisation", path: "/services/digital/seo/" },
];
const POSTS = [{ title: "Cookie consent without losing your data", path: "/blog/cookie-consent-without-losing-your-data/" }];
const FOUND: SearchOutcome = {
  total: 1,
  hits: [{ url: "/about/", title: "About us", type: "page", excerpt: [{ text: "about", marked: true }] }],
};

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the search page", () => {
  it("lists every page and post, grouped, under the heading", () => {
    render(<SearchPage pages={PAGES} posts={POSTS} search={jest.fn()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Search" })).toBeInTheDocument();
    const everything = screen.getByRole("region", { name: "Everything on this site" });
    const [pages, posts] = within(everything).getAllByRole("list");
    expect(
      within(pages!)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["About us", "/about/"],
      ["Search engine optimisation", "/services/digital/seo/"],
    ]);
    expect(
      within(posts!)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([["Cookie consent without losing your data", "/blog/cookie-consent-without-losing-your-data/"]]);
    expect(
      within(everything)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Pages", "Posts"]);
    // The list answers every search if indexed: it never is.
    expect(everything).toHaveAttribute("data-pagefind-ignore", "all");
  });

  it("searches ?q= of the address at once, and keeps the address in step with the field", async () => {
    window.history.replaceState(null, "", "/search/?q=about");
    const search = jest.fn(() => Promise.resolve<SearchOutcome | null>(FOUND));
    const user = userEvent.setup();
    render(<SearchPage pages={PAGES} posts={POSTS} search={search} />);
    const field = await screen.findByRole("searchbox", { name: "Search for" });
    expect(field).toHaveValue("about");
    expect(search).toHaveBeenCalledWith("about");
    expect(await screen.findByRole("status")).toHaveTextContent("1 result for “about”");
    await user.clear(field);
    await user.type(field, "seo");
    expect(window.location.search).toBe("?q=seo");
    expect(await screen.findByText("1 result for “seo”")).toBeInTheDocument();
    await user.clear(field);
    expect(window.location.search).toBe("");
  });
});
