import { styled } from "@linaria/react";
import { SafeLink } from "../../components/links/safe-link";
import { media, theme } from "../../theme/theme";

/**
 * What the selling blocks share: the same vertical rhythm between bands, a heading scale, and a grid that
 * lays cards out in one, two or three columns inside the site's wrap.
 */
export const Band = styled.section`
  margin: ${theme.space.xl} 0;
  ${media.lg} {
    margin: ${theme.space.xxl} 0;
  }
`;

export const BandHeader = styled.header`
  max-width: 46rem;
  margin: 0 0 ${theme.space.lg};
`;

export const BandHeading = styled.h2`
  margin: 0;
  font-size: ${theme.type.heading};
  font-weight: 500;
  line-height: 1.15;
`;

export const BandIntro = styled.p`
  margin: ${theme.space.sm} 0 0;
  font-size: ${theme.type.lead};
  color: ${theme.colors.muted};
`;

/** A list laid out as a grid of cards: one column on phones, two from 768px, three from 1024px. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.lg} ${theme.space.md};
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A card's title link: the whole card is its target area (the card is `position: relative`); the title stays its name. */
export const CardLink = styled(SafeLink)`
  color: ${theme.colors.primary};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    text-decoration: underline;
    text-decoration-color: ${theme.colors.highlight};
    text-underline-offset: 0.2em;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${theme.colors.secondary};
    outline-offset: 2px;
  }
`;
