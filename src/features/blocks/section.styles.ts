import styled from "styled-components";
import { media } from "../../theme/theme";

/** An anchored band of colour that stands out from the running text around it. */
export const Section = styled.section`
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tertiary};
  border-left: 6px solid ${({ theme }) => theme.colors.highlight};
  ${media.md} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  }
  /* An anchor with no content is only a jump target. */
  &[data-empty] {
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  max-width: 40rem;
`;
