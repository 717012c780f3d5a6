import { graphql } from "gatsby";

/** The configuration's name, contact, company and social fields: what the footer and the structured data show. */
export const query = graphql`
  fragment SiteContactFields on STRAPI_CONFIGURATION {
    structured_data_name
    email
    telephone
    instagram_url
    linkedin_url
    facebook_url
    tiktok_url
    company_number
    registered_in
    registered_office
  }
`;
