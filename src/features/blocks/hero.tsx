import * as React from "react";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import * as S from "./hero.styles";

export interface HeroProps {
  heading: string | null;
  subheading?: string | null;
  image?: CmsImageData | null;
  eager?: boolean;
  /**
   * The hero opens the page: its headline is the page's h1, with the page title as the text when the
   * editor left the heading empty. Any other hero's headline is an h2.
   */
  pageTitle?: string | null;
}

export function Hero({ heading, subheading, image, eager, pageTitle }: HeroProps) {
  const opensPage = pageTitle !== undefined;
  return (
    <S.Hero data-has-image={image?.localFile ? "" : undefined}>
      <S.Text>
        <S.Heading as={opensPage ? "h1" : "h2"}>{opensPage ? heading || pageTitle : heading}</S.Heading>
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
