import * as React from "react";
import { graphql } from "gatsby";
import { metaTags } from "./meta-tags";
import { breadcrumbJsonLd, type BreadcrumbEntry } from "./breadcrumb-json-ld";
import { languageTags, type LanguageContext } from "./language-tags";
import { serializeJsonLd } from "./organization-json-ld";
import { COOKIE_POLICY_ATTRIBUTE } from "../../lib/consent-signals";
import { useSeoDefaults } from "./use-seo-defaults";

export interface SeoHeadProps {
  path: string;
  title?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  /** Post excerpt or page summary; otherwise the configuration's description, else the title. */
  description?: string | null;
  /** Share image candidates, best first; the configuration's meta_og_image is the last resort. */
  images?: (string | null | undefined)[];
  article?: { publishedTime?: string | null };
  /** Not a canonical, indexable page (the 404 page). */
  noCanonical?: boolean;
  /** A nested page's trail, from home to the page: emitted as BreadcrumbList JSON-LD. */
  breadcrumbs?: readonly BreadcrumbEntry[] | null;
  /** The page's context: its locale and its translations (`<html lang>`, hreflang, og:locale, inLanguage). */
  pageContext?: LanguageContext | null;
  /** The page's own JSON-LD (a post's BlogPosting), given the site URL and the page's language. */
  structuredData?: (siteUrl: string, inLanguage: string) => Record<string, unknown> | null;
}

const NO_INDEX = process.env.GATSBY_SITE_NOINDEX === "true";

/**
 * Every page's Head: its language (`<html lang>`, hreflang alternates with x-default, og:locale), title, description,
 * canonical, Open Graph, Twitter card, WebPage (with inLanguage), the page's own (a post's BlogPosting) and
 * BreadcrumbList JSON-LD. The Organization JSON-LD is in the footer slice (organization-structured-data.tsx).
 */
export function SeoHead({
  path,
  title,
  metaTitle,
  metaDescription,
  description,
  images = [],
  article,
  noCanonical = false,
  breadcrumbs,
  pageContext,
  structuredData,
}: SeoHeadProps) {
  const { siteUrl, configuration, defaultImage } = useSeoDefaults();
  const meta = metaTags({
    siteUrl,
    siteName: configuration?.structured_data_name,
    path,
    title,
    metaTitle,
    metaDescription,
    fallbackDescriptions: [description, configuration?.structured_data_description],
    images: [...images, defaultImage],
    article,
  });
  const trailJsonLd = breadcrumbJsonLd(breadcrumbs ?? [], siteUrl);
  const language = languageTags(pageContext, siteUrl);
  const pageJsonLd = { "@context": "https://schema.org", "@type": "WebPage", name: meta.title, url: meta.canonical, inLanguage: language.lang };
  const ownJsonLd = structuredData?.(siteUrl, language.lang);
  return (
    <>
      <html lang={language.lang} {...(path === pageContext?.cookiePolicyPath ? { [COOKIE_POLICY_ATTRIBUTE]: "" } : {})} />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {!noCanonical && <link rel="canonical" href={meta.canonical} />}
      {!noCanonical && language.hreflang.map((link) => <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />)}
      {(NO_INDEX || noCanonical) && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:type" content={meta.type} />
      <meta property="og:locale" content={language.ogLocale} />
      {language.ogAlternates.map((ogLocale) => (
        <meta key={ogLocale} property="og:locale:alternate" content={ogLocale} />
      ))}
      {!noCanonical && <meta property="og:url" content={meta.canonical} />}
      {configuration?.structured_data_name && <meta property="og:site_name" content={configuration.structured_data_name} />}
      {meta.image && <meta property="og:image" content={meta.image} />}
      {meta.publishedTime && <meta property="article:published_time" content={meta.publishedTime} />}
      <meta name="twitter:card" content={meta.image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      {meta.image && <meta name="twitter:image" content={meta.image} />}
      {!noCanonical && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(pageJsonLd) }} />}
      {ownJsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(ownJsonLd) }} />}
      {trailJsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(trailJsonLd) }} />}
    </>
  );
}

/** The CMS SEO component as every template reads it. */
export const query = graphql`
  fragment SeoFields on STRAPI__COMPONENT_SHARED_SEO {
    meta_title
    meta_description
    share_image {
      localFile {
        publicURL
      }
    }
  }
`;
