import * as React from "react";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import * as S from "./hero.styles";

export interface HeroProps {
  heading: string | null;
  subheading?: string | null;
  image?: CmsImageData | null;
  eager?: boolean;
}

export function Hero({ heading, subheading, image, eager }: HeroProps) {
  return (
    <S.Hero data-has-image={image?.localFile ? "" : undefined}>
      <S.Text>
        <S.Heading>{heading}</S.Heading>
        {subheading && <S.Subheading>{subheading}</S.Subheading>}
      </S.Text>
      {image?.localFile && (
        <S.Media>
          <CmsImage image={image} preset="hero" loading={eager ? "eager" : "lazy"} />
        </S.Media>
      )}
    </S.Hero>
  );
}
