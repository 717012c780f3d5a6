import * as React from "react";
import { screen, render } from "@testing-library/react";
import { Testimonials } from "../../../../src/features/blocks/testimonials";
import { cmsImage } from "./block-images";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

describe("testimonials", () => {
  it("marks each quote up as figure > blockquote with a figcaption naming the person in a cite", () => {
    const { container } = render(
      <Testimonials
        heading="What clients say"
        items={[
          {
            quote: "They treat our budget like their own.",
            name: "Aisha Khan",
            role: "Head of Growth",
            company: "Tally",
            portrait: cmsImage("Portrait of Aisha Khan"),
          },
        ]}
      />,
    );
    const figure = container.querySelector("figure");
    expect(figure?.querySelector("blockquote")).toHaveTextContent("They treat our budget like their own.");
    expect(figure?.querySelector("figcaption cite")).toHaveTextContent("Aisha Khan");
    expect(figure?.querySelector("figcaption")).toHaveTextContent("Head of Growth, Tally");
    expect(screen.getByRole("img", { name: "Portrait of Aisha Khan" })).toBeInTheDocument();
  });

  it("names the band when the editor gave no heading", () => {
    render(<Testimonials items={[{ quote: "Great.", name: "Marcus Bell" }]} />);
    expect(screen.getByRole("region", { name: "What clients say" })).toBeInTheDocument();
  });

  it("renders nothing without quotes", () => {
    const { container } = render(<Testimonials heading="What clients say" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
