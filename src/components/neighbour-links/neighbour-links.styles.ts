import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";

/** Previous on the left, Next on the right from tablets; one under the other on a phone. */
export const Nav = styled.nav`
  display: grid;
  gap: ${theme.space.md};
  &[data-spaced] {
    margin: ${theme.space.xl} 0;
  }
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Item = styled.p`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  &[data-direction="next"] {
    ${media.md} {
      grid-column: 2;
      text-align: right;
    }
  }
  a {
    font-weight: 600;
  }
`;

export const Label = styled.span`
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.meta};
  color: ${theme.colors.muted};
`;
