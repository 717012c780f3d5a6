import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";

export const Hero = styled.section`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0 0 ${theme.space.xl};
`;

export const Text = styled.div`
  max-width: 50rem;
`;

export const Heading = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.type.display};
  font-weight: 500;
`;

export const Subheading = styled.p`
  margin: 0;
  font-size: ${theme.type.lead};
  color: ${theme.colors.muted};
  ${media.md} {
    font-size: ${theme.type.title};
  }
`;

export const Media = styled.div`
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.tertiary};
`;
