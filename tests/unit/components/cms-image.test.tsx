import * as React from "react";
import { render, screen } from "@testing-library/react";
import { CmsImage } from "../../../src/components/images/cms-image";
import { ImagePresetError, imagePreset } from "../../../src/components/images/image-presets";

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby.js"));

const sharpImage = {
  alternativeText: "A studio",
  name: "studio.jpg",
  mime: "image/jpeg",
  localFile: {
    publicURL: "/static/studio.jpg",
    childImageSharp: {
      gatsbyImageData: {
        layout: "fullWidth",
        width: 1536,
        height: 864,
        images: { fallback: { src: "/static/studio-1536.webp", srcSet: "/static/studio-320.webp 320w", sizes: "100vw" }, sources: [] },
      },
    },
  },
};

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe("image presets", () => {
  it("map each name to its layout and sizes", () => {
    expect(imagePreset("hero").layout).toBe("fullWidth");
    expect(imagePreset("card").layout).toBe("constrained");
    expect(imagePreset("logo").layout).toBe("fixed");
    expect(imagePreset("card").sizes).toBe("(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw");
  });

  it("an unknown preset throws an error naming it", () => {
    expect(() => imagePreset("banner")).toThrow(ImagePresetError);
    expect(() => imagePreset("banner")).toThrow(/"banner"/);
    expect(() => render(<CmsImage image={sharpImage} preset={"banner" as never} />)).toThrow(/Unknown image preset "banner"/);
  });
});

describe("CmsImage", () => {
  it("renders processed images with the preset's sizes", () => {
    render(<CmsImage image={sharpImage} preset="hero" />);
    const image = screen.getByAltText("A studio");
    expect(image).toHaveAttribute("sizes", "100vw");
  });

  it("renders SVGs as they are", () => {
    render(
      <CmsImage
        image={{ alternativeText: "Logo", name: "logo.svg", mime: "image/svg+xml", localFile: { publicURL: "/static/logo.svg", childImageSharp: null } }}
        preset="logo"
      />,
    );
    expect(screen.getByAltText("Logo")).toHaveAttribute("src", "/static/logo.svg");
  });

  it("an unknown source type throws an error naming it", () => {
    const pdf = { alternativeText: "", name: "brochure.pdf", mime: "application/pdf", localFile: { publicURL: "/static/brochure.pdf", childImageSharp: null } };
    expect(() => render(<CmsImage image={pdf} preset="card" />)).toThrow(/Unknown image source type "application\/pdf" for "brochure.pdf"/);
  });

  it("decorative images get an empty alt", () => {
    const { container } = render(<CmsImage image={sharpImage} preset="hero" decorative />);
    expect(container.querySelector('img[alt=""]')).not.toBeNull();
  });

  it("renders nothing when there is no image", () => {
    const { container } = render(<CmsImage image={null} preset="hero" />);
    expect(container).toBeEmptyDOMElement();
  });
});
