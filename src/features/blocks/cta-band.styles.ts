import styled from "styled-components";
import { bleedsInFullColumn } from "../../theme/column";
import { media } from "../../theme/theme";

export const CtaBand = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.light};
  ${media.md} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.xl};
  }
  ${bleedsInFullColumn}
`;

export const Heading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.light};
  font-size: ${({ theme }) => theme.type.heading};
  font-weight: 500;
`;

export const Text = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  max-width: 40rem;
  font-size: ${({ theme }) => theme.type.lead};
`;
