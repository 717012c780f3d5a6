import type { NavigationTranslationSeed } from "../../../seed-types";

/**
 * The French versions of the three navigations. As in English, each item's path segment makes its rendered path the
 * page's own (French) path under /fr: Services → services, its child "numerique/seo" → services/numerique/seo.
 * The French blog is the site path /fr/blog/, an "external" item as in English.
 */
export const navigations: NavigationTranslationSeed[] = [
  {
    slug: "main-navigation",
    items: [
      {
        title: "Services",
        page: "services",
        items: [
          { title: "Marketing numérique", page: "digital", path: "numerique" },
          { title: "Référencement naturel", page: "seo", path: "numerique/seo" },
          { title: "Publicité sociale", page: "paid-social", path: "numerique/publicite-sociale" },
          { title: "Emailing", page: "email-marketing", path: "numerique/emailing" },
          { title: "Marketing de contenu", page: "content-marketing", path: "numerique/marketing-de-contenu" },
          { title: "Mesure de la performance", page: "measurement", path: "numerique/mesure" },
          { title: "Stratégie de marque", page: "brand", path: "strategie-de-marque" },
        ],
      },
      {
        title: "Réalisations",
        page: "work",
        path: "realisations",
        items: [
          { title: "Harbour & Pine", page: "harbour-and-pine" },
          { title: "Northfield Physio", page: "northfield-physio" },
          { title: "Tally", page: "tally" },
        ],
      },
      {
        title: "À propos",
        page: "about",
        path: "a-propos",
        items: [{ title: "L’équipe", page: "team", path: "equipe" }],
      },
      { title: "Blog", externalPath: "/fr/blog/" },
      { title: "Contact", page: "contact" },
    ],
  },
  {
    slug: "footer-navigation",
    items: [
      { title: "Services", page: "services" },
      { title: "Marketing numérique", page: "digital", path: "services/numerique" },
      { title: "SEO", page: "seo", path: "services/numerique/seo" },
      { title: "Publicité sociale", page: "paid-social", path: "services/numerique/publicite-sociale" },
      { title: "Emailing", page: "email-marketing", path: "services/numerique/emailing" },
      { title: "Marketing de contenu", page: "content-marketing", path: "services/numerique/marketing-de-contenu" },
      { title: "Mesure de la performance", page: "measurement", path: "services/numerique/mesure" },
      { title: "Stratégie de marque", page: "brand", path: "services/strategie-de-marque" },
      { title: "Nos réalisations", page: "work", path: "realisations" },
      { title: "Blog", externalPath: "/fr/blog/" },
      { title: "Qui sommes-nous", page: "about", path: "a-propos" },
      { title: "Contact", page: "contact" },
      { title: "Recrutement", externalPath: "https://www.linkedin.com/company/lumen-and-lark/jobs" },
    ],
  },
  {
    slug: "legal-navigation",
    items: [
      { title: "Politique de confidentialité", page: "privacy-policy", path: "confidentialite" },
      { title: "Conditions d’utilisation", page: "terms", path: "conditions-utilisation" },
      { title: "Politique de cookies", page: "cookie-policy", path: "politique-cookies" },
    ],
  },
];
