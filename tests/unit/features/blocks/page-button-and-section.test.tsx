import * as React from "react";
import { screen, render } from "@testing-library/react";
import { PageButton } from "../../../../src/features/blocks/page-button";
import { Section } from "../../../../src/features/blocks/section";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

it("the page button links to the page's route", () => {
  render(<PageButton label="Meet the team" path="/about/team/" />);
  expect(screen.getByRole("link", { name: /Meet the team/ })).toHaveAttribute("href", "/about/team/");
});

it("an anchor section carries its id and is labelled by its heading", () => {
  render(<Section anchor="free-consultation" heading="Book your free 1 hour consultation" html="<p>Text</p>" />);
  const section = screen.getByRole("region", { name: "Book your free 1 hour consultation" });
  expect(section).toHaveAttribute("id", "free-consultation");
});

it("an empty anchor section still gives the anchor", () => {
  const { container } = render(<Section anchor="free-consultation" />);
  expect(container.querySelector("#free-consultation")).not.toBeNull();
});
