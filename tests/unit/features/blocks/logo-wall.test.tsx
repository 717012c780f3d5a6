import * as React from "react";
import { screen, render } from "@testing-library/react";
import { LogoWall } from "../../../../src/features/blocks/logo-wall";
import { cmsImage } from "./block-images";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

describe("client logo wall", () => {
  it("lists the logos, each named by its alternative text", () => {
    render(<LogoWall heading="Trusted by" logos={[cmsImage("Harbour & Pine", "a.png"), cmsImage("Tally", "b.png"), null]} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getAllByRole("img").map((image) => image.getAttribute("alt"))).toEqual(["Harbour & Pine", "Tally"]);
  });

  it("renders nothing without logos", () => {
    const { container } = render(<LogoWall heading="Trusted by" logos={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
