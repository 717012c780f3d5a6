import * as React from "react";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import { CallToActions, type CallToActionData } from "./call-to-action";
import * as S from "./hero.styles";

export interface HeroProps {
  heading: string | null;
  subheading?: string | null;
  image?: CmsImageData | null;
  eager?: boolean;
  /** Up to two calls to action under the text; each shows only with a label and a page or an address. */
  primaryCta?: CallToActionData | null;
  secondaryCta?: CallToActionData | null;
  /**
   * The hero opens the page: its headline is the page's h1, with the page title as the text when the
   * editor left the heading empty. Any other hero's headline is an h2.
   */
  pageTitle?: string | null;
}

export function Hero({ heading, subheading, image, eager, pageTitle, primaryCta, secondaryCta }: HeroProps) {
  const opensPage = pageTitle !== undefined;
  return (
    <S.Hero data-has-image={image?.localFile ? "" : undefined}>
      <S.Text>
        <S.Heading as={opensPage ? "h1" : "h2"}>{opensPage ? heading || pageTitle : heading}</S.Heading>
        {subheading && <S.Subheading>{subheading}</S.Subheading>}
        <CallToActions primary={primaryCta} secondary={secondaryCta} />
      </S.Text>
      {image?.localFile && (
        <S.Media>
          <CmsImage image={image} preset="hero" loading={eager ? "eager" : "lazy"} />
        </S.Media>
      )}
    </S.Hero>
  );
}
