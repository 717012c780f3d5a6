import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";
import { filledByImage } from "../../components/images/image-frame";

/** Two columns from 1024px (text at reading width beside the image); stacked, text first, below. */
export const TextImage = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  align-items: center;
  margin: ${theme.space.xl} 0;
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.xl};
    &[data-image-side="left"] > :last-child {
      order: -1;
    }
  }
`;

export const Text = styled.div`
  max-width: 40rem;
`;

export const Heading = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.type.heading};
  font-weight: 500;
`;

export const Media = styled.div`
  aspect-ratio: 4 / 3;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.tertiary};
  ${filledByImage}
`;
