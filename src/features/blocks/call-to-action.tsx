import * as React from "react";
import * as S from "./call-to-action.styles";
import { ArrowRight } from "../../theme/icons/arrow-right";

/** A call to action as the CMS gives it (blocks.link): a page of the site, else a web address. */
export interface CallToActionData {
  label?: string | null;
  url?: string | null;
  page?: { path?: string | null } | null;
}

/** Where a call to action leads, or null when it leads nowhere (no label, no page and no address). */
function callToActionTarget(link: CallToActionData | null | undefined): { label: string; to: string; external: boolean } | null {
  const label = link?.label?.trim();
  const to = link?.page?.path ?? link?.url?.trim();
  if (!label || !to) return null;
  return { label, to, external: /^https?:\/\//i.test(to) };
}

export function CallToActions({ primary, secondary }: { primary?: CallToActionData | null; secondary?: CallToActionData | null }) {
  const first = callToActionTarget(primary);
  const second = callToActionTarget(secondary);
  if (!first && !second) return null;
  return (
    <S.Actions>
      {first && (
        <S.PrimaryLink to={first.to} external={first.external}>
          {first.label}
          <span aria-hidden="true">
            <ArrowRight />
          </span>
        </S.PrimaryLink>
      )}
      {second && (
        <S.SecondaryLink to={second.to} external={second.external}>
          {second.label}
        </S.SecondaryLink>
      )}
    </S.Actions>
  );
}
