import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";

export const Heading = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.meta};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
  text-align: center;
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

export const Logo = styled.li`
  display: grid;
  place-items: center;
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.rule};
  background: ${theme.colors.light};
  img {
    max-width: 100%;
    height: auto;
    filter: grayscale(1);
    opacity: 0.8;
    transition:
      filter 0.2s ease,
      opacity 0.2s ease;
  }
  &:hover img {
    filter: none;
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
  }
`;
