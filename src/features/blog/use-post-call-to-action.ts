import { graphql, useStaticQuery } from "gatsby";

/**
 * The configuration's call to action under every post. A static query, not part of the post's page query: Gatsby
 * re-runs a page query whenever a node it read changes, so every configuration edit (a telephone number) would
 * re-run the query of every post (docs/publishing.md, "What one edit re-renders").
 */
export function usePostCallToAction() {
  const data = useStaticQuery<Queries.PostCallToActionQuery>(graphql`
    query PostCallToAction {
      strapiConfiguration {
        post_call_to_action {
          heading
          text
          label
        }
      }
    }
  `);
  return data.strapiConfiguration?.post_call_to_action ?? null;
}
