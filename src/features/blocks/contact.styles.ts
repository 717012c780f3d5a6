import { styled } from "@linaria/react";
import { SafeLink } from "../../components/links/safe-link";
import { media, theme } from "../../theme/theme";

export const Contact = styled.section`
  margin: ${theme.space.xl} 0;
`;

export const Heading = styled.h2`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.type.heading};
  font-weight: 500;
`;

export const Text = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.muted};
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    max-width: 52rem;
  }
`;

export const Item = styled.li`
  display: grid;
  gap: 0.25rem;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.tertiary};
  border-left: 6px solid ${theme.colors.highlight};
`;

export const Kind = styled.span`
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.meta};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

export const Link = styled(SafeLink)`
  font-family: ${theme.fonts.heading};
  font-size: ${theme.type.title};
  color: ${theme.colors.primary};
  overflow-wrap: anywhere;
`;
