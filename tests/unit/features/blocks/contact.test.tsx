import * as React from "react";
import { screen, render } from "@testing-library/react";
import { Contact } from "../../../../src/features/blocks/contact";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

describe("contact block", () => {
  it("links the configuration's email and telephone; the tel: link has no spaces, the label keeps them", () => {
    render(<Contact heading="Write or call" email=" hello@lumenandlark.co.uk " telephone="+44 20 7946 0321" />);
    expect(screen.getByRole("link", { name: "hello@lumenandlark.co.uk" })).toHaveAttribute("href", "mailto:hello@lumenandlark.co.uk");
    expect(screen.getByRole("link", { name: "+44 20 7946 0321" })).toHaveAttribute("href", "tel:+442079460321");
  });

  it("shows only what the configuration has", () => {
    render(<Contact email={null} telephone="020 7946 0321" />);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["tel:02079460321"]);
  });

  it("renders nothing when the configuration has neither", () => {
    const { container } = render(<Contact heading="Write or call" email="" telephone={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
