import * as React from "react";
import { screen, render } from "@testing-library/react";
import { Stats } from "../../../../src/features/blocks/stats";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

describe("stats band", () => {
  it("pairs each figure with what it measures in a description list", () => {
    const { container } = render(
      <Stats
        heading="The results"
        items={[
          { value: "63%", label: "more online bookings" },
          { value: "4.9", label: "average review" },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "The results" })).toBeInTheDocument();
    const pairs = [...container.querySelectorAll("dl > div")].map((pair) => [pair.querySelector("dt")?.textContent, pair.querySelector("dd")?.textContent]);
    expect(pairs).toEqual([
      ["more online bookings", "63%"],
      ["average review", "4.9"],
    ]);
  });

  it("renders nothing without figures", () => {
    const { container } = render(<Stats heading="The results" items={[{ value: "", label: "" }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
