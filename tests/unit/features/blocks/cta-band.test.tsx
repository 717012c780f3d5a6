import * as React from "react";
import { screen, render } from "@testing-library/react";
import { CtaBand } from "../../../../src/features/blocks/cta-band";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

describe("consultation band", () => {
  it("leads to the free consultation on the home page", () => {
    render(<CtaBand heading="Ready to grow?" text="One free hour." label="Book your free consultation" />);
    expect(screen.getByRole("heading", { level: 2, name: "Ready to grow?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Book your free consultation/ })).toHaveAttribute("href", "/#free-consultation");
  });

  it("renders nothing without a button text", () => {
    const { container } = render(<CtaBand heading="Ready to grow?" label={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
