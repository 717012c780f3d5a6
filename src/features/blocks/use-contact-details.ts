import { graphql, useStaticQuery } from "gatsby";

/** The configuration's email and telephone, for the contact block (the footer reads the same fields). */
export function useContactDetails(): { email: string | null; telephone: string | null } {
  const data = useStaticQuery<Queries.BlocksContactDetailsQuery>(graphql`
    query BlocksContactDetails {
      strapiConfiguration {
        email
        telephone
      }
    }
  `);
  return { email: data.strapiConfiguration?.email ?? null, telephone: data.strapiConfiguration?.telephone ?? null };
}
