import styled from "styled-components";

/** In the page flow above the header, so it never covers the site's own layout. */
export const Banner = styled.div`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.dark};
  font-family: ${({ theme }) => theme.fonts.accent};
  text-align: center;
`;

export const TabLink = styled.a`
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 0.15em;
`;
