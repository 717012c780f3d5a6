import { graphql, useStaticQuery } from "gatsby";
import type { LocaleCode } from "@agency/cms/contract/locales";
import { pickLocale } from "../../i18n/pick-locale";
import { localesWithSite } from "../../i18n/site-locales";
import type { NavigationEntryData } from "../../lib/main-navigation";
import type { SiteConfiguration } from "../../lib/site-configuration";

interface LocalizedNode {
  readonly locale?: string | null;
}
interface NavigationNode extends LocalizedNode {
  readonly slug: string | null;
  readonly items: readonly (NavigationEntryData | null)[] | null;
}
interface SiteChromeData {
  navigations?: { nodes: readonly NavigationNode[] } | null;
  configurations?: { nodes: readonly (SiteConfiguration & LocalizedNode)[] } | null;
  homes?: { nodes: readonly { path: string }[] } | null;
  site?: { buildTime?: string | null } | null;
}

/**
 * Navigation and configuration every page's header and footer show, in the page's locale (else the default
 * locale's), and the locales that have a site (their home page exists), which the language switchers offer.
 */
export function useSiteChrome(locale: LocaleCode) {
  const data = useStaticQuery<SiteChromeData>(graphql`
    query SiteChrome {
      navigations: allNavigationMenu {
        nodes {
          slug
          locale
          ...NavigationMenuItems
        }
      }
      # A locale's home page: "/" or "/<code>/" (src/i18n/site-locales.ts keeps only the configured locales').
      homes: allSitePage(filter: { path: { regex: "/^/([a-z]{2,3}(-[a-z0-9]+)*/)?$/i" } }) {
        nodes {
          path
        }
      }
      site {
        buildTime(formatString: "YYYY")
      }
      configurations: allStrapiConfiguration {
        nodes {
          locale
          ...SiteContactFields
          # Every page renders the configuration and the navigations; the publisher's content audit reads
          # back which versions (docs/publishing.md).
          contentVersion {
            kind
            id
            locale
            version
          }
        }
      }
    }

    fragment NavigationMenuItems on NavigationMenu {
      contentVersion {
        kind
        id
        locale
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
  const navigations = data.navigations?.nodes ?? [];
  const navigation = (slug: string) =>
    pickLocale(
      navigations.filter((node) => node.slug === slug),
      locale,
    )?.items ?? [];
  return {
    mainNavigation: navigation("main-navigation"),
    footerNavigation: navigation("footer-navigation"),
    secondaryNavigation: navigation("legal-navigation"),
    configuration: pickLocale(data.configurations?.nodes, locale) ?? {},
    buildYear: Number(data.site?.buildTime) || undefined,
    siteLocales: localesWithSite((data.homes?.nodes ?? []).map((node) => node.path)),
  };
}
