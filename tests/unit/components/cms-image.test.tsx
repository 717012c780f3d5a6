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
    // A post's cover is at most 64rem wide: a phone or a laptop never fetches a candidate wider than it shows.
    expect(imagePreset("cover").sizes).toBe("(min-width: 64rem) 64rem, 100vw");
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

  it("is one plain <img>: srcset, sizes, width and height from the build, lazy by default, no wrapper or script", () => {
    const { container } = render(<CmsImage image={sharpImage} preset="hero" />);
    const image = screen.getByAltText("A studio");
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild).toBe(image);
    expect(image).toHaveAttribute("src", "/static/studio-1536.webp");
    expect(image).toHaveAttribute("srcset", "/static/studio-320.webp 320w");
    expect(image).toHaveAttribute("width", "1536");
    expect(image).toHaveAttribute("height", "864");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).not.toHaveAttribute("fetchpriority");
  });

  it("an eager image (the likely largest paint) is fetched with high priority", () => {
    render(<CmsImage image={sharpImage} preset="hero" loading="eager" />);
    const image = screen.getByAltText("A studio");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  it("takes the source set from the sources when the resolver left no fallback", () => {
    const sourcesOnly = {
      ...sharpImage,
      localFile: {
        ...sharpImage.localFile,
        childImageSharp: {
          gatsbyImageData: {
            layout: "constrained",
            width: 768,
            height: 432,
            images: { sources: [{ type: "image/webp", srcSet: "/static/a-320.webp 320w, /static/a-768.webp 768w", sizes: "(min-width: 768px) 768px, 100vw" }] },
          },
        },
      },
    };
    render(<CmsImage image={sourcesOnly} preset="card" />);
    const image = screen.getByAltText("A studio");
    expect(image).toHaveAttribute("src", "/static/a-320.webp");
    expect(image).toHaveAttribute("srcset", "/static/a-320.webp 320w, /static/a-768.webp 768w");
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
