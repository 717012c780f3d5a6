import * as React from "react";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import { RichText } from "../../components/rich-text/rich-text";
import * as S from "./text-image.styles";

export interface TextImageProps {
  heading?: string | null;
  html?: string | null;
  image?: CmsImageData | null;
  imageSide?: string | null;
}

/** Text beside an image. Without an image it is a plain text section; with neither text nor image, nothing. */
export function TextImage({ heading, html, image, imageSide }: TextImageProps) {
  const hasImage = Boolean(image?.localFile);
  if (!heading && !html && !hasImage) return null;
  return (
    <S.TextImage data-image-side={imageSide === "left" ? "left" : "right"}>
      <S.Text>
        {heading && <S.Heading>{heading}</S.Heading>}
        <RichText html={html} />
      </S.Text>
      {hasImage && (
        <S.Media>
          <CmsImage image={image} preset="half" />
        </S.Media>
      )}
    </S.TextImage>
  );
}
