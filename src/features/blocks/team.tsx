import * as React from "react";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import { Band, BandHeader, BandHeading, CardGrid } from "./band.styles";
import * as S from "./team.styles";
import { useFormat } from "../../i18n/locale-context";

export interface TeamMemberData {
  name?: string | null;
  role?: string | null;
  portrait?: CmsImageData | null;
}

/** People as a list: portrait, name (h3) and role. No people, no band. */
export function Team({ heading, members }: { heading?: string | null; members: readonly TeamMemberData[] }) {
  const { t } = useFormat();
  const people = members.filter((member) => member.name);
  if (people.length === 0) return null;
  return (
    <Band aria-label={heading ? undefined : t("blocks.team")}>
      {heading && (
        <BandHeader>
          <BandHeading>{heading}</BandHeading>
        </BandHeader>
      )}
      <CardGrid>
        {people.map((person, index) => (
          <S.Member key={index}>
            <S.Name>{person.name}</S.Name>
            {person.role && <S.Role>{person.role}</S.Role>}
            {person.portrait?.localFile && (
              <S.Portrait>
                <CmsImage image={person.portrait} preset="portrait" />
              </S.Portrait>
            )}
          </S.Member>
        ))}
      </CardGrid>
    </Band>
  );
}
