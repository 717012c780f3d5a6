import * as React from "react";
import { styled } from "@linaria/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface ResponsiveImageProps {
  /** What gatsby-plugin-image's `gatsbyImageData` resolver computed at build time. */
  image: IGatsbyImageData;
  alt: string;
  sizes?: string;
  className?: string;
  /** "eager" for the image that is likely the page's largest paint: it is also fetched with high priority. */
  loading?: "eager" | "lazy";
}

/**
 * A plain `<img srcset>` from the build-time image data. gatsby-plugin-image's component would ship its
 * lazy-hydration runtime (react-dom/server included) to every page for what the browser already does
 * natively: pick a candidate from srcset, lazy-load, and reserve the box from width and height (no layout
 * shift). See docs/architecture.md, "Images".
 */
export function ResponsiveImage({ image, alt, sizes, className, loading = "lazy" }: ResponsiveImageProps) {
  const { fallback, sources } = image.images;
  // Only webp is generated, so the one source set is webp whichever slot the resolver put it in.
  const srcSet = fallback?.srcSet ?? sources?.[0]?.srcSet;
  const src = fallback?.src ?? firstCandidate(srcSet);
  const eager = loading === "eager";
  return (
    <Img
      src={src}
      srcSet={srcSet}
      sizes={sizes ?? fallback?.sizes ?? sources?.[0]?.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading}
      decoding={eager ? "auto" : "async"}
      // React 18 does not know fetchPriority; a lowercase attribute passes through to the DOM as is.
      {...(eager ? { fetchpriority: "high" } : {})}
      className={className}
      data-layout={image.layout}
    />
  );
}

const firstCandidate = (srcSet: string | undefined): string | undefined => srcSet?.split(",")[0]?.trim().split(/\s+/)[0];

/**
 * Full width and constrained images fill their column (the block's own CSS sets any frame and crop); a fixed
 * image keeps its size. Static CSS only: no per-image class is generated at runtime.
 */
const Img = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  &[data-layout="fullWidth"],
  &[data-layout="constrained"] {
    width: 100%;
  }
`;
