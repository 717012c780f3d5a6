import * as React from "react";
import { SafeLink } from "../links/safe-link";
import * as S from "./neighbour-links.styles";

export interface Neighbour {
  /** "Previous post", "Next case study": what the link leads to, above its title. */
  label: string;
  title?: string | null;
  /** The neighbour's path in the page's locale; no link without one. */
  path?: string | null;
}

/**
 * Links to the entries before and after this one in their list (a post's, a case study's): Previous on the left, Next on
 * the right, each with its label and title; nothing when there is neither. `rel` tells browsers and crawlers the order.
 */
export function NeighbourLinks({
  name,
  previous,
  next,
  spaced = false,
}: {
  name: string;
  previous?: Neighbour | null;
  next?: Neighbour | null;
  spaced?: boolean;
}) {
  const link = (neighbour: Neighbour | null | undefined, rel: "prev" | "next") =>
    neighbour?.path ? (
      <S.Item data-direction={rel}>
        <S.Label>{neighbour.label}</S.Label>
        <SafeLink to={neighbour.path} rel={rel}>
          {neighbour.title}
        </SafeLink>
      </S.Item>
    ) : null;
  if (!previous?.path && !next?.path) return null;
  return (
    <S.Nav aria-label={name} data-spaced={spaced ? "" : undefined}>
      {link(previous, "prev")}
      {link(next, "next")}
    </S.Nav>
  );
}
