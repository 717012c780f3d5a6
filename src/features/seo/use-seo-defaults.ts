import { graphql, useStaticQuery } from "gatsby";

/** Site-wide SEO inputs: the site URL and the configuration's structured data and share image. */
export function useSeoDefaults() {
  const data = useStaticQuery<Queries.SeoDefaultsQuery>(graphql`
    query SeoDefaults {
      site {
        siteMetadata {
          siteUrl
        }
      }
      strapiConfiguration {
        ...SiteContactFields
        structured_data_description
        structured_data_address_locality
        structured_data_address_country
        structured_data_logo {
          localFile {
            publicURL
          }
        }
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
    logoUrl: configuration?.structured_data_logo?.localFile?.publicURL ?? null,
    defaultImage: configuration?.meta_og_image?.localFile?.publicURL ?? null,
  };
}
