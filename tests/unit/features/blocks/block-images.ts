/** A CMS image as the page query gives it (gatsby-plugin-image data), with the alt text the editor set. */
export function cmsImage(alternativeText: string, name = "image.jpg") {
  return {
    alternativeText,
    name,
    mime: "image/jpeg",
    localFile: {
      publicURL: `/static/${name}`,
      childImageSharp: {
        gatsbyImageData: {
          layout: "constrained",
          width: 480,
          height: 480,
          images: { fallback: { src: `/static/480-${name}.webp`, srcSet: `/static/480-${name}.webp 480w`, sizes: "480px" }, sources: [] },
        },
      },
    },
  };
}
