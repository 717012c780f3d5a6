import { graphql, useStaticQuery } from "gatsby";
import { DEFAULT_LOCALE, type LocaleCode } from "@agency/cms/contract/locales";
import type { OrganizationSource } from "../../features/seo/organization-json-ld";
import { pickLocale } from "../../i18n/pick-locale";
import type { NavigationEntryData } from "../../lib/main-navigation";
import type { SiteConfiguration } from "../../lib/site-configuration";

interface LocalizedNode {
  readonly locale?: string | null;
}
interface NavigationNode extends LocalizedNode {
  readonly slug: string | null;
  readonly items: readonly (NavigationEntryData | null)[] | null;
}
interface ConfigurationNode extends SiteConfiguration, LocalizedNode {
  readonly structured_data_logo?: { readonly localFile?: { readonly publicURL?: string | null } | null } | null;
}
interface SiteChromeData {
  navigations?: { nodes: readonly NavigationNode[] } | null;
  configurations?: { nodes: readonly ConfigurationNode[] } | null;
  site?: { buildTime?: string | null; siteMetadata?: { siteUrl?: string | null } | null } | null;
}

/**
 * Navigation and configuration the header and footer show, in their locale (else the default locale's). Only the
 * header and footer slices read it, so a menu or configuration edit renders them again, not every page
 * (docs/architecture.md, "Header and footer slices").
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
      site {
        buildTime(formatString: "YYYY")
        siteMetadata {
          siteUrl
        }
      }
      configurations: allStrapiConfiguration {
        nodes {
          locale
          ...SiteContactFields
          # The Organization JSON-LD's (the footer slice renders it: src/features/seo/organization-structured-data.tsx).
          structured_data_description
          structured_data_address_locality
          structured_data_address_country
          structured_data_logo {
            localFile {
              publicURL
            }
          }
          # Every page shows the configuration and the navigations (through the slices); the publisher's
          # content audit reads back which versions (docs/publishing.md).
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
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    organization: organizationOf(pickLocale(data.configurations?.nodes, DEFAULT_LOCALE)),
  };
}

/** The Organization JSON-LD's source: the default language's configuration, as every page's head had it before. */
function organizationOf(node: ConfigurationNode | undefined): OrganizationSource {
  const { structured_data_logo: logo, ...configuration } = node ?? {};
  return { ...configuration, logoUrl: logo?.localFile?.publicURL ?? null };
}
