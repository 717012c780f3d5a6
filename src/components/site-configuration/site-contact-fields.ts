import { graphql } from "gatsby";

/** The configuration's name, contact and social fields: what the footer and the structured data both show. */
export const query = graphql`
  fragment SiteContactFields on STRAPI_CONFIGURATION {
    structured_data_name
    email
    telephone
    instagram_url
    linkedin_url
    facebook_url
    tiktok_url
  }
`;
