import * as React from "react";
import { CmsImage, type CmsImageData } from "../../components/images/cms-image";
import { Band } from "./band.styles";
import * as S from "./logo-wall.styles";
import { useFormat } from "../../i18n/locale-context";

/** Client logos; each logo's alt text is the client's name (the CMS refuses to publish one without). No logos, no band. */
export function LogoWall({ heading, logos }: { heading?: string | null; logos: readonly (CmsImageData | null)[] }) {
  const { t } = useFormat();
  const shown = logos.filter((logo): logo is CmsImageData => Boolean(logo?.localFile));
  if (shown.length === 0) return null;
  return (
    <Band aria-label={heading ? undefined : t("blocks.clients")}>
      {heading && <S.Heading>{heading}</S.Heading>}
      <S.List>
        {shown.map((logo, index) => (
          <S.Logo key={index}>
            <CmsImage image={logo} preset="logo" />
          </S.Logo>
        ))}
      </S.List>
    </Band>
  );
}
