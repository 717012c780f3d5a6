import { graphql, useStaticQuery } from "gatsby";

/**
 * Site-wide SEO inputs of every page's Head: the site URL, the configuration's name, description and share image.
 * Only what the Head shows: every page depends on this query, so the contact details (the Organization JSON-LD) are
 * the footer slice's (docs/architecture.md, "Header and footer slices").
 */
export function useSeoDefaults() {
  const data = useStaticQuery<Queries.SeoDefaultsQuery>(graphql`
    query SeoDefaults {
      site {
        siteMetadata {
          siteUrl
        }
      }
      strapiConfiguration {
        structured_data_name
        structured_data_description
        meta_og_image {
          localFile {
            publicURL
          }
        }
      }
    }
  `);
  const configuration = data.strapiConfiguration;
  return {
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    configuration,
    defaultImage: configuration?.meta_og_image?.localFile?.publicURL ?? null,
  };
}
