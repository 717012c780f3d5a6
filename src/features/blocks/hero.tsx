import * as React from "react";
import { CmsImage, type CmsImageData } from "../images/cms-image";

export interface HeroProps {
  heading: string | null;
  subheading?: string | null;
  image?: CmsImageData | null;
  eager?: boolean;
}

export function Hero({ heading, subheading, image, eager }: HeroProps) {
  return (
    <section>
      <h2>{heading}</h2>
      {subheading && <p>{subheading}</p>}
      <CmsImage image={image} preset="hero" decorative loading={eager ? "eager" : "lazy"} />
    </section>
  );
}
