import { graphql, useStaticQuery } from "gatsby";
import { useLocale } from "../../i18n/locale-context";
import { pickLocale } from "../../i18n/pick-locale";

interface PostCallToAction {
  heading?: string | null;
  text?: string | null;
  label?: string | null;
}
interface PostCallToActionData {
  configurations?: { nodes: readonly { locale?: string | null; post_call_to_action?: PostCallToAction | null }[] } | null;
}

/**
 * The configuration's call to action under every post, in the page's locale. A static query, not part of the post's page
 * query: Gatsby re-runs a page query whenever a node it read changes, so every configuration edit (a telephone number)
 * would re-run the query of every post (docs/publishing.md, "What one edit re-renders").
 */
export function usePostCallToAction(): PostCallToAction | null {
  const data = useStaticQuery<PostCallToActionData>(graphql`
    query PostCallToAction {
      configurations: allStrapiConfiguration {
        nodes {
          locale
          post_call_to_action {
            heading
            text
            label
          }
        }
      }
    }
  `);
  return pickLocale(data.configurations?.nodes, useLocale())?.post_call_to_action ?? null;
}
