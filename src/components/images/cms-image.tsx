import * as React from "react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ImagePresetError, imagePreset, type ImagePreset } from "./image-presets";
import { ResponsiveImage } from "./responsive-image";

export interface CmsImageData {
  alternativeText?: string | null;
  name?: string | null;
  mime?: string | null;
  localFile?: { publicURL?: string | null; childImageSharp?: { gatsbyImageData?: unknown } | null } | null;
}

export interface CmsImageProps {
  image: CmsImageData | null | undefined;
  preset: ImagePreset;
  className?: string;
  /** Decorative images get an empty alt. */
  decorative?: boolean;
  loading?: "eager" | "lazy";
}

/** The one component for CMS media. Unknown presets and source types throw, failing the build. */
export function CmsImage({ image, preset, className, decorative = false, loading }: CmsImageProps) {
  const settings = imagePreset(preset);
  if (!image?.localFile) return null;
  const alt = decorative ? "" : (image.alternativeText ?? "");
  const sharp = image.localFile.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined;
  if (sharp) return <ResponsiveImage image={sharp} alt={alt} className={className} sizes={settings.sizes} loading={loading} />;
  if (image.mime === "image/svg+xml" && image.localFile.publicURL) {
    return <img src={image.localFile.publicURL} alt={alt} className={className} loading={loading} />;
  }
  throw new ImagePresetError(`Unknown image source type "${image.mime ?? "unknown"}" for "${image.name ?? "an image"}"`);
}

// Each preset is its own fragment (Gatsby needs image arguments literal); what every preset reads is shared.
/** @public Gatsby collects the fragments from this file at build time; no module imports them. */
export const query = graphql`
  fragment CmsImageSource on STRAPI__MEDIA {
    alternativeText
    name
    mime
    localFile {
      publicURL
    }
  }
  fragment CmsImageHero on STRAPI__MEDIA {
    ...CmsImageSource
    localFile {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, formats: [WEBP], breakpoints: [320, 640, 768, 1024, 1280, 1536], placeholder: NONE)
      }
    }
  }
  fragment CmsImageCard on STRAPI__MEDIA {
    ...CmsImageSource
    localFile {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 768, formats: [WEBP], breakpoints: [320, 640, 768, 1024, 1280, 1536], placeholder: NONE)
      }
    }
  }
  fragment CmsImagePortrait on STRAPI__MEDIA {
    ...CmsImageSource
    localFile {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 480, aspectRatio: 1, formats: [WEBP], placeholder: NONE)
      }
    }
  }
  fragment CmsImageHalf on STRAPI__MEDIA {
    ...CmsImageSource
    localFile {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 960, aspectRatio: 1.3333, formats: [WEBP], placeholder: NONE)
      }
    }
  }
  fragment CmsImageLogo on STRAPI__MEDIA {
    ...CmsImageSource
    localFile {
      childImageSharp {
        gatsbyImageData(layout: FIXED, width: 160, formats: [WEBP], outputPixelDensities: [1, 2], placeholder: NONE)
      }
    }
  }
`;
