import styled from "styled-components";
import { media } from "../../theme/theme";

export const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xl};
`;

export const Text = styled.div`
  max-width: 50rem;
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: clamp(2rem, 1.4rem + 2.4vw, 3.5rem);
  font-weight: 500;
`;

export const Subheading = styled.p`
  margin: 0;
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.muted};
  ${media.md} {
    font-size: 1.35rem;
  }
`;

export const Media = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tertiary};
`;
