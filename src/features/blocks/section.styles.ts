import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";

/** An anchored band of colour that stands out from the running text around it. */
export const Section = styled.section`
  margin: ${theme.space.xl} 0;
  padding: ${theme.space.lg} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.tertiary};
  border-left: 6px solid ${theme.colors.highlight};
  ${media.md} {
    padding: ${theme.space.xl} ${theme.space.lg};
  }
  /* An anchor with no content is only a jump target. */
  &[data-empty] {
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

export const Heading = styled.h2`
  margin: 0 0 ${theme.space.md};
  max-width: 40rem;
`;
