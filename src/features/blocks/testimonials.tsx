import * as React from "react";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import { Band, BandHeader, BandHeading } from "./band.styles";
import * as S from "./testimonials.styles";
import { useFormat } from "../../i18n/locale-context";

export interface TestimonialData {
  quote?: string | null;
  name?: string | null;
  role?: string | null;
  company?: string | null;
  portrait?: CmsImageData | null;
}

/** Client quotes as figure > blockquote + figcaption > cite. No quotes, no band. */
export function Testimonials({ heading, items }: { heading?: string | null; items: readonly TestimonialData[] }) {
  const { t } = useFormat();
  const quotes = items.filter((item) => item.quote && item.name);
  if (quotes.length === 0) return null;
  return (
    <Band aria-label={heading ? undefined : t("blocks.testimonials")}>
      {heading && (
        <BandHeader>
          <BandHeading>{heading}</BandHeading>
        </BandHeader>
      )}
      <S.List data-count={quotes.length > 1 ? "many" : "one"}>
        {quotes.map((item, index) => {
          const role = [item.role, item.company].filter(Boolean).join(", ");
          return (
            <li key={index}>
              <S.Figure>
                <S.Quote>
                  <p>{item.quote}</p>
                </S.Quote>
                <S.Caption>
                  {item.portrait?.localFile && (
                    <S.Portrait>
                      <CmsImage image={item.portrait} preset="portrait" />
                    </S.Portrait>
                  )}
                  <span>
                    <S.Name>{item.name}</S.Name>
                    {role && <S.Role>{role}</S.Role>}
                  </span>
                </S.Caption>
              </S.Figure>
            </li>
          );
        })}
      </S.List>
    </Band>
  );
}
