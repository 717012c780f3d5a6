import styled from "styled-components";
import { SafeLink } from "../../components/links/safe-link";
import { media } from "../../theme/theme";

export const Contact = styled.section`
  margin: ${({ theme }) => theme.space.xl} 0;
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.type.heading};
  font-weight: 500;
`;

export const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
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
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tertiary};
  border-left: 6px solid ${({ theme }) => theme.colors.highlight};
`;

export const Kind = styled.span`
  font-family: ${({ theme }) => theme.fonts.accent};
  font-size: ${({ theme }) => theme.type.meta};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Link = styled(SafeLink)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.type.title};
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;
