import { styled } from "@linaria/react";
import { theme } from "../../theme/theme";

export const Nav = styled.nav`
  margin: 0 0 ${theme.space.md};
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.meta};
`;

export const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The separator is drawn by CSS, so screen readers hear only the crumbs. */
export const Item = styled.li`
  display: inline-flex;
  align-items: center;
  & + &::before {
    /* Alternative text "" keeps the separator out of the accessible name. */
    content: "/" / "";
    margin: 0 0.5rem;
    color: ${theme.colors.muted};
  }
  a {
    color: ${theme.colors.primary};
  }
  [aria-current] {
    color: ${theme.colors.dark};
    font-weight: 600;
  }
`;
