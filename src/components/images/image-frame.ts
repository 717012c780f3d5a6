/**
 * For a box that a CMS image fills: the image covers it, cropped, whatever the editor uploaded. The box sets its
 * own ratio, radius and the colour shown while the image loads.
 */
export const filledByImage = `
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
