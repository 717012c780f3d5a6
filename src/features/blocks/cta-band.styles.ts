import { styled } from "@linaria/react";
import { bleedsInFullColumn } from "../../theme/column";
import { media, theme } from "../../theme/theme";

export const CtaBand = styled.section`
  display: grid;
  gap: ${theme.space.md};
  margin: ${theme.space.xl} 0;
  padding: ${theme.space.lg} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.secondary};
  color: ${theme.colors.light};
  ${media.md} {
    padding: ${theme.space.xl} ${theme.space.lg};
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${theme.space.xl};
  }
  ${bleedsInFullColumn}
`;

export const Heading = styled.h2`
  margin: 0;
  color: ${theme.colors.light};
  font-size: ${theme.type.heading};
  font-weight: 500;
`;

export const Text = styled.p`
  margin: ${theme.space.xs} 0 0;
  max-width: 40rem;
  font-size: ${theme.type.lead};
`;
