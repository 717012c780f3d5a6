import * as React from "react";
import { screen, within, render } from "@testing-library/react";
import { CaseStudies } from "../../../../src/features/blocks/case-studies";
import { cmsImage } from "./block-images";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

describe("case study highlights", () => {
  it("shows client, challenge, results as figures with labels, the image, and links the client to the case study", () => {
    render(
      <CaseStudies
        heading="Selected work"
        items={[
          {
            client: "Northfield Physio",
            challenge: "Four clinics, invisible on the map.",
            results: [
              { value: "63%", label: "more online bookings" },
              { value: "", label: "a figure without a value is left out" },
            ],
            image: cmsImage("Teal arches under a golden sun"),
            path: "/work/northfield-physio/",
          },
        ]}
      />,
    );
    const card = screen.getByRole("listitem");
    expect(within(card).getByRole("link", { name: "Northfield Physio" })).toHaveAttribute("href", "/work/northfield-physio/");
    expect(card).toHaveTextContent("Four clinics, invisible on the map.");
    expect([...card.querySelectorAll("dt")].map((term) => term.textContent)).toEqual(["more online bookings"]);
    expect([...card.querySelectorAll("dd")].map((value) => value.textContent)).toEqual(["63%"]);
    expect(within(card).getByRole("img", { name: "Teal arches under a golden sun" })).toBeInTheDocument();
  });

  it("renders nothing without case studies", () => {
    const { container } = render(<CaseStudies heading="Selected work" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
