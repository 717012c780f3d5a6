import { styled } from "@linaria/react";
import { theme } from "../../theme/theme";

export const Feed = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 2.75rem;
  font-family: ${theme.fonts.accent};
  font-weight: 600;
  color: ${theme.colors.primary};
  svg {
    fill: currentColor;
  }
`;

/** The blog's heading with the feed link beside it (under it on a phone). */
export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  h1 {
    margin: 0;
  }
`;
