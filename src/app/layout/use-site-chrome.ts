import { graphql, useStaticQuery } from "gatsby";

/** Navigation and configuration every page's header and footer show. */
export function useSiteChrome() {
  const data = useStaticQuery<Queries.SiteChromeQuery>(graphql`
    query SiteChrome {
      main: navigationMenu(slug: { eq: "main-navigation" }) {
        ...NavigationMenuItems
      }
      footer: navigationMenu(slug: { eq: "footer-navigation" }) {
        ...NavigationMenuItems
      }
      secondary: navigationMenu(slug: { eq: "legal-navigation" }) {
        ...NavigationMenuItems
      }
      site {
        buildTime(formatString: "YYYY")
      }
      strapiConfiguration {
        ...SiteContactFields
        # Every page renders the configuration and the navigations; the publisher's content audit reads
        # back which versions (docs/publishing.md).
        contentVersion {
          kind
          id
          version
        }
      }
    }

    fragment NavigationMenuItems on NavigationMenu {
      contentVersion {
        kind
        id
        version
      }
      items {
        title
        path
        external
        items {
          title
          path
          external
          # The third level: the header shows it under its parent (docs/navigation.md).
          items {
            title
            path
            external
          }
        }
      }
    }
  `);
  return {
    mainNavigation: data.main?.items ?? [],
    footerNavigation: data.footer?.items ?? [],
    secondaryNavigation: data.secondary?.items ?? [],
    configuration: data.strapiConfiguration ?? {},
    buildYear: Number(data.site?.buildTime) || undefined,
  };
}
