import { styled } from "@linaria/react";
import { SafeLink } from "../../components/links/safe-link";
import { theme } from "../../theme/theme";

export const Nav = styled.nav`
  margin: ${theme.space.lg} 0 0;
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const pageBox = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  height: 2.75rem;
  padding: 0 0.75rem;
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radii.round};
  font-family: ${theme.fonts.accent};
  font-weight: 600;
  text-decoration: none;
`;

export const PageLink = styled(SafeLink)`
  ${pageBox}
`;

export const StepLink = styled(SafeLink)`
  ${pageBox}
`;

/** The page shown: filled, and not a link. */
export const Current = styled.span`
  ${pageBox}
  background: ${theme.colors.primary};
  color: ${theme.colors.light};
`;
