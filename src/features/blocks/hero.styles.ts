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
  font-size: ${({ theme }) => theme.type.display};
  font-weight: 500;
`;

export const Subheading = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.type.lead};
  color: ${({ theme }) => theme.colors.muted};
  ${media.md} {
    font-size: ${({ theme }) => theme.type.title};
  }
`;

export const Media = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tertiary};
`;
