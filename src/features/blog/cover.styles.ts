import { filledByImage } from "../../components/images/image-frame";
import { theme } from "../../theme/theme";

/**
 * One frame for every post cover, on the post and on the cards: a fixed 16:9 ratio (whatever shape the
 * editor uploads), cropped to fill, with the navy of the brand behind an image that has not loaded yet.
 */
export const coverFrame = `
  aspect-ratio: 16 / 9;
  background: ${theme.colors.primary};
  ${filledByImage}
`;
