import { styled } from "@linaria/react";
import { SafeLink } from "../../components/links/safe-link";
import { theme } from "../../theme/theme";

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
`;

export const PageLink = styled(SafeLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radii.round};
  font-family: ${theme.fonts.accent};
  font-weight: 600;
  text-decoration: none;
  &[aria-current="page"] {
    background: ${theme.colors.primary};
    color: ${theme.colors.light};
  }
`;
