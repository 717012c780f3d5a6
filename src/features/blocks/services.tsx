import * as React from "react";
import { isServiceIconName, ServiceIcon } from "../../theme/icons/service-icons";
import { Band, BandHeader, BandHeading, BandIntro, CardGrid, CardLink } from "./band.styles";
import * as S from "./services.styles";

export interface ServiceData {
  icon?: string | null;
  title?: string | null;
  text?: string | null;
  path?: string | null;
}

/** A grid of service cards; each card links to its page when it has one. No services, no band. */
export function Services({ heading, intro, items }: { heading?: string | null; intro?: string | null; items: readonly ServiceData[] }) {
  const services = items.filter((item) => item.title);
  if (services.length === 0) return null;
  return (
    <Band>
      {(heading || intro) && (
        <BandHeader>
          {heading && <BandHeading>{heading}</BandHeading>}
          {intro && <BandIntro>{intro}</BandIntro>}
        </BandHeader>
      )}
      <CardGrid>
        {services.map((service, index) => (
          <S.Card key={index}>
            {isServiceIconName(service.icon) && (
              <S.Icon>
                <ServiceIcon name={service.icon} />
              </S.Icon>
            )}
            <S.Title>{service.path ? <CardLink to={service.path}>{service.title}</CardLink> : service.title}</S.Title>
            {service.text && <S.Text>{service.text}</S.Text>}
          </S.Card>
        ))}
      </CardGrid>
    </Band>
  );
}
