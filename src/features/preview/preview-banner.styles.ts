import { styled } from "@linaria/react";
import { theme } from "../../theme/theme";

/** In the page flow above the header, so it never covers the site's own layout. */
export const Banner = styled.div`
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.highlight};
  color: ${theme.colors.dark};
  font-family: ${theme.fonts.accent};
  text-align: center;
`;

export const TabLink = styled.a`
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 0.15em;
`;
