import * as React from "react";
import { screen, render } from "@testing-library/react";
import { TextImage } from "../../../../src/features/blocks/text-image";
import { cmsImage } from "./block-images";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

describe("text and image", () => {
  it("shows the heading, the text and the image, on the side the editor chose", () => {
    const { container } = render(
      <TextImage heading="The challenge" html="<p>Margins were shrinking.</p>" image={cmsImage("Arches in warm light")} imageSide="left" />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "The challenge" })).toBeInTheDocument();
    expect(screen.getByText("Margins were shrinking.")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Arches in warm light" })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute("data-image-side", "left");
  });

  it("without an image it is text only; an unknown side falls back to the right", () => {
    const { container } = render(<TextImage html="<p>Only words.</p>" imageSide="top" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.firstElementChild).toHaveAttribute("data-image-side", "right");
  });

  it("renders nothing with neither text nor image", () => {
    const { container } = render(<TextImage html={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
