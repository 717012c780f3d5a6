import type { TaxonomyTranslationSeed } from "../../../seed-types";

/** The categories, tags and authors in French, by English slug: every one has its French version. */
export const taxonomy: TaxonomyTranslationSeed = {
  categories: {
    brand: {
      name: "Marque",
      slug: "marque",
      description: "Ce qui fait qu’une entreprise se reconnaît et se retient : identité, nom, et le bon moment pour les renouveler.",
    },
    search: {
      name: "Référencement",
      slug: "referencement",
      description: "Être trouvé sur les moteurs de recherche et les cartes : SEO, recherche locale et ce qu’il faut mesurer.",
    },
    advertising: {
      name: "Publicité",
      slug: "publicite",
      description: "Des médias payants qui rapportent plus qu’ils ne coûtent : publicités sociales, liens sponsorisés et tests.",
    },
    content: {
      name: "Contenu",
      slug: "contenu",
      description: "Articles, newsletters et calendriers éditoriaux : des textes qu’on lit et un rythme que l’équipe tient.",
    },
    strategy: {
      name: "Stratégie",
      slug: "strategie",
      description: "Planifier, mesurer et travailler avec d’autres : les décisions derrière chaque campagne.",
    },
  },
  tags: {
    "small-business": {
      name: "Petites entreprises",
      slug: "petites-entreprises",
      description: "Des conseils à la mesure d’une petite équipe et d’un budget plus petit encore.",
    },
    planning: { name: "Planification", slug: "planification", description: "Calendriers, briefs et priorités : décider quoi faire avant de le faire." },
    analytics: {
      name: "Mesure",
      slug: "mesure",
      description: "Mesurer ce que fait le marketing, et lire les chiffres sans se raconter d’histoires.",
    },
    branding: { name: "Identité", slug: "identite", description: "Logos, ton et tout ce qui rend une entreprise reconnaissable." },
    "local-search": {
      name: "Recherche locale",
      slug: "recherche-locale",
      description: "Être trouvé par les gens du quartier : cartes, avis et fiches d’établissement.",
    },
    budgets: { name: "Budgets", slug: "budgets", description: "Où va l’argent, et comment faire plus avec peu." },
    privacy: {
      name: "Confidentialité",
      slug: "confidentialite",
      description: "Consentement, cookies et règles sur les données, et un marketing qui les respecte.",
    },
    email: { name: "E-mail", slug: "e-mail", description: "Des newsletters et des campagnes e-mail qu’on ouvre et qui font agir." },
  },
  authors: {
    "priya-raman": {
      role: "Directrice générale",
      bio: "Priya a cofondé Lumen & Lark en 2014 après dix ans à planifier des campagnes pour des enseignes de distribution. Elle anime toujours le premier atelier avec chaque nouveau client, et écrit sur la planification et les petites équipes.",
    },
    "tom-ashworth": {
      role: "Directeur de création",
      bio: "Tom a cofondé l’agence et dirige ses projets de marque et d’identité. Il a dessiné pour des devantures, des logiciels et des associations, et écrit sur les briefs et la façon de bien travailler avec une agence.",
    },
    "grace-okafor": {
      role: "Responsable du référencement",
      bio: "Grace mène depuis 2012 le référencement technique et local de cabinets, de commerçants et d’artisans. Elle a écrit notre check-list de SEO local et écrit sur la façon d’être trouvé sur les moteurs de recherche et les cartes.",
    },
    "daniel-kowalski": {
      role: "Responsable des médias payants",
      bio: "Daniel construit les campagnes Meta, LinkedIn et TikTok autour d’un coût par client. Il fait le point chaque lundi sur ce qui a bougé, et écrit sur l’art de faire compter un petit budget publicitaire.",
    },
    "hannah-lindqvist": {
      role: "Responsable des contenus",
      bio: "Hannah transforme les entretiens avec les clients de nos clients en guides, e-mails et articles, et relit tout ce que nous publions. Elle écrit sur les calendriers éditoriaux, l’e-mail et le renouvellement des marques.",
    },
    "samuel-osei": {
      role: "Analyste principal",
      bio: "Samuel configure proprement les statistiques et le consentement, et rédige le rapport mensuel d’une page que nos clients lisent vraiment. Il écrit sur la mesure du marketing et sur les données dans le respect du consentement.",
    },
  },
};
