import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { Pagination } from "../../../../src/features/blog/pagination";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("the pagination of a blog listing", () => {
  it("on the first page: the page numbers and Next, the current page marked and not a link, no Previous", () => {
    render(<Pagination listing={{ kind: "tag", slug: "small-business" }} currentPage={1} pageCount={3} />);
    const nav = screen.getByRole("navigation", { name: "Blog pages" });
    expect(within(nav).getByText("1")).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByText("1").tagName).not.toBe("A");
    expect(hrefs(nav)).toEqual([
      ["2", "/blog/tag/small-business/page/2/"],
      ["3", "/blog/tag/small-business/page/3/"],
      ["Next", "/blog/tag/small-business/page/2/"],
    ]);
    expect(within(nav).queryByText("Previous")).toBeNull();
  });

  it("on a middle page: Previous, the numbers, Next; only the current page has aria-current", () => {
    render(<Pagination listing={{ kind: "category", slug: "strategy" }} currentPage={2} pageCount={3} />);
    const nav = screen.getByRole("navigation", { name: "Blog pages" });
    expect(hrefs(nav)).toEqual([
      ["Previous", "/blog/category/strategy/"],
      ["1", "/blog/category/strategy/"],
      ["3", "/blog/category/strategy/page/3/"],
      ["Next", "/blog/category/strategy/page/3/"],
    ]);
    expect(nav.querySelectorAll("[aria-current]")).toHaveLength(1);
    expect(within(nav).getByText("2")).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Previous page" })).toHaveAttribute("rel", "prev");
    expect(within(nav).getByRole("link", { name: "Next page" })).toHaveAttribute("rel", "next");
  });

  it("on the last page of the index: Previous, no Next", () => {
    render(<Pagination listing={{ kind: "index" }} currentPage={2} pageCount={2} />);
    const nav = screen.getByRole("navigation", { name: "Blog pages" });
    expect(hrefs(nav)).toEqual([
      ["Previous", "/blog/"],
      ["1", "/blog/"],
    ]);
  });

  it("is not there when the listing has one page", () => {
    render(<Pagination listing={{ kind: "author", slug: "priya-raman" }} currentPage={1} pageCount={1} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
