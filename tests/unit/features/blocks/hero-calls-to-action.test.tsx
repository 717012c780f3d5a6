import * as React from "react";
import { screen, render } from "@testing-library/react";
import { Hero } from "../../../../src/features/blocks/hero";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

describe("hero calls to action", () => {
  it("shows the main call to action, then the second, each leading to its page or address", () => {
    render(
      <Hero
        heading="Marketing that people remember"
        pageTitle="Home"
        primaryCta={{ label: "Book a free consultation", url: "/#free-consultation", page: null }}
        secondaryCta={{ label: "See our work", url: null, page: { path: "/work/" } }}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/#free-consultation", "/work/"]);
    expect(links[0]).toHaveTextContent("Book a free consultation");
    expect(links[1]).toHaveTextContent("See our work");
  });

  it("a page wins over an address; an address of another site opens as an external link", () => {
    render(
      <Hero
        heading="Work with us"
        primaryCta={{ label: "Contact", url: "https://example.org/ignored", page: { path: "/contact/" } }}
        secondaryCta={{ label: "Our jobs board", url: "https://jobs.example.org/lumen" }}
      />,
    );
    expect(screen.getByRole("link", { name: /Contact/ })).toHaveAttribute("href", "/contact/");
    expect(screen.getByRole("link", { name: "Our jobs board (leaves this site)" })).toHaveAttribute("href", "https://jobs.example.org/lumen");
    expect(screen.getByRole("link", { name: "Our jobs board (leaves this site)" })).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("a call to action without a label or without a target is not shown", () => {
    render(<Hero heading="Quiet hero" primaryCta={{ label: "", url: "/contact/" }} secondaryCta={{ label: "Nowhere", url: null, page: null }} />);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
