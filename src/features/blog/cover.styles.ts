import { css } from "styled-components";

/**
 * One frame for every post cover, on the post and on the cards: a fixed 16:9 ratio (whatever shape the
 * editor uploads), cropped to fill, with the navy of the brand behind an image that has not loaded yet.
 */
export const coverFrame = css`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  .gatsby-image-wrapper,
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
