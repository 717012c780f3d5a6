import * as React from "react";
import { screen, render } from "@testing-library/react";
import { Hero } from "../../../../src/features/blocks/hero";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

const image = {
  alternativeText: "Two strategists sketching a campaign on a whiteboard",
  name: "hero-studio.jpg",
  mime: "image/jpeg",
  localFile: {
    publicURL: "/static/hero-studio.jpg",
    childImageSharp: {
      gatsbyImageData: {
        layout: "fullWidth",
        width: 1536,
        height: 864,
        images: { fallback: { src: "/static/hero-studio-1536.webp", srcSet: "/static/hero-studio-320.webp 320w", sizes: "100vw" }, sources: [] },
      },
    },
  },
};

describe("hero block", () => {
  it("renders the image with the alternative text the editor gave it in the media library (the CMS requires one before publishing)", () => {
    render(<Hero heading="Brands people remember" image={image} eager />);
    expect(screen.getByRole("img", { name: "Two strategists sketching a campaign on a whiteboard" })).toBeInTheDocument();
  });

  it("renders no image element when the hero has no image", () => {
    const { container } = render(<Hero heading="Brands people remember" />);
    expect(container.querySelector("img")).toBeNull();
  });

  it("opening the page, its headline is the page's h1", () => {
    render(<Hero heading="Brands people remember" pageTitle="Home" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Brands people remember");
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
  });

  it("opening the page without a heading, it shows the page title as the h1", () => {
    render(<Hero heading="" pageTitle="About us" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("About us");
  });

  it("further down the page, its headline is an h2", () => {
    render(<Hero heading="Brands people remember" />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Brands people remember");
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });
});
