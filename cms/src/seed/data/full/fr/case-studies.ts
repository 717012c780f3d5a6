import type { PageTranslationSeed } from "../../../seed-types";

/** The case studies in French: clients keep their names, and so do the slugs (/fr/realisations/tally/). */
export const caseStudies: Record<string, PageTranslationSeed> = {
  "harbour-and-pine": {
    slug: "harbour-and-pine",
    title: "Harbour & Pine",
    seo: {
      meta_title: "Étude de cas Harbour & Pine | Lumen & Lark",
      meta_description:
        "Comment un commerce indépendant d’art de la table a fait passer la recherche naturelle de 18 % à 41 % de ses ventes en ligne en neuf mois.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Harbour & Pine : des clics payants aux clients fidèles",
        subheading:
          "Un nouveau positionnement et un catalogue repensé pour la recherche ont porté la part du naturel de 18 % à 41 % des ventes en ligne en neuf mois.",
        image: "work-harbour-and-pine.jpg",
        primary_cta: { label: "Réserver une consultation gratuite", url: "/fr/#free-consultation" },
        secondary_cta: { label: "Nos autres réalisations", page: "work" },
      },
      {
        __component: "blocks.stats",
        heading: "Les résultats",
        items: [
          { value: "41 %", label: "des ventes en ligne issues de la recherche naturelle" },
          { value: "−35 %", label: "de budget en achat de mots-clés" },
          { value: "9", label: "mois entre le brief et le résultat" },
        ],
      },
      {
        __component: "blocks.text-image",
        heading: "Le défi",
        body: "Harbour & Pine vend de beaux objets pour la maison, bien fabriqués, mais presque chaque vente en ligne commençait par une annonce payante sur un moteur de recherche. Les marges fondaient à chaque hausse de prix des plateformes, et les fiches produits ne disaient presque rien à quoi un moteur, ou un client, puisse se raccrocher.",
        image: "detail-harbour-and-pine.jpg",
      },
      {
        __component: "blocks.text-image",
        heading: "Ce que nous avons fait",
        body: `- **Positionnement** : deux ateliers pour définir à qui s’adresse la boutique et pourquoi on y revient.
- **Un catalogue pensé pour la recherche** : 400 fiches produits réécrites autour des questions des clients.
- **Des guides** : douze guides d’achat qui amènent aujourd’hui un tiers des nouveaux visiteurs.`,
        image: "process-harbour-and-pine.jpg",
        image_side: "left",
      },
      {
        __component: "blocks.testimonials",
        heading: "La parole au client",
        items: [
          {
            quote:
              "Lumen & Lark est la première agence à nous avoir interrogés sur nos marges avant de parler de notre logo. Neuf mois plus tard, la recherche naturelle est notre premier canal et nous savons enfin ce que rapporte chaque livre investie.",
            name: "Eleanor Hart",
            role: "Fondatrice",
            company: "Harbour & Pine",
            portrait: "portrait-eleanor-hart.jpg",
          },
        ],
      },
      {
        __component: "blocks.cta-band",
        heading: "Envie de résultats comparables ?",
        text: "Commencez par une heure offerte et trois actions concrètes.",
        label: "Réserver votre consultation gratuite",
      },
    ],
  },
  "northfield-physio": {
    slug: "northfield-physio",
    title: "Northfield Physio",
    seo: {
      meta_title: "Étude de cas Northfield Physio | Lumen & Lark",
      meta_description: "Référencement local et gestion des avis : un groupe de quatre cabinets devenu premier sur la carte dans trois quartiers.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Northfield Physio : premier sur la carte",
        subheading: "Le référencement local et la gestion des avis ont placé Northfield en tête de la carte pour « kinésithérapeute » dans trois quartiers.",
        image: "work-northfield-physio.jpg",
        primary_cta: { label: "Réserver une consultation gratuite", url: "/fr/#free-consultation" },
        secondary_cta: { label: "Notre approche du SEO", page: "seo" },
      },
      {
        __component: "blocks.stats",
        heading: "Les résultats",
        items: [
          { value: "+63 %", label: "de réservations en ligne" },
          { value: "N° 1", label: "sur la carte dans trois quartiers" },
          { value: "4,9", label: "de note moyenne, sur 212 avis" },
        ],
      },
      {
        __component: "blocks.text-image",
        heading: "Le défi",
        body: "Quatre excellents cabinets, chacun avec une fiche d’établissement obsolète, une poignée d’avis et un site que les moteurs voyaient comme une seule page confuse. Les patients du quartier prenaient rendez-vous dans les chaînes qu’ils trouvaient en premier.",
        image: "detail-northfield-physio.jpg",
      },
      {
        __component: "blocks.text-image",
        heading: "Ce que nous avons fait",
        body: `- **Une fiche par cabinet** : quatre fiches d’établissement refaites, avec la bonne catégorie, les bons horaires et des photos de chaque salle de soins.
- **Une page par adresse** : pour chaque cabinet, son adresse, son équipe, le stationnement et les pathologies qu’il traite le plus.
- **Les avis comme une habitude** : deux minutes par jour pour solliciter chaque patient après sa dernière séance, et une réponse à chaque avis sous deux jours.`,
        image: "process-northfield-physio.jpg",
        image_side: "left",
      },
      {
        __component: "blocks.testimonials",
        heading: "La parole au client",
        items: [
          {
            quote:
              "Nos plannings sont désormais pleins quinze jours à l’avance. La routine d’avis qu’ils ont mise en place prend deux minutes par jour à l’équipe.",
            name: "Marcus Bell",
            role: "Directeur clinique",
            company: "Northfield Physio",
            portrait: "portrait-marcus-bell.jpg",
          },
        ],
      },
      {
        __component: "blocks.cta-band",
        heading: "Envie d’être trouvé en premier ?",
        text: "Commencez par une heure offerte et trois actions concrètes.",
        label: "Réserver votre consultation gratuite",
      },
    ],
  },
  tally: {
    slug: "tally",
    title: "Tally",
    seo: {
      meta_title: "Étude de cas Tally | Lumen & Lark",
      meta_description:
        "Publicité sociale et tests de créations hebdomadaires : le coût par essai de Tally est passé de 48 £ à 19 £, et les inscriptions ont doublé.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Tally : deux fois moins cher, deux fois plus d’inscrits",
        subheading: "Des campagnes LinkedIn et Meta, avec des tests de créations chaque semaine, ont fait passer le coût par essai de 48 £ à 19 £.",
        image: "work-tally.jpg",
        primary_cta: { label: "Réserver une consultation gratuite", url: "/fr/#free-consultation" },
        secondary_cta: { label: "La publicité sociale", page: "paid-social" },
      },
      {
        __component: "blocks.stats",
        heading: "Les résultats",
        items: [
          { value: "19 £", label: "par essai, contre 48 £" },
          { value: "×2", label: "inscriptions mensuelles" },
          { value: "52", label: "tests de créations en un an" },
        ],
      },
      {
        __component: "blocks.text-image",
        heading: "Le défi",
        body: "L’application de comptabilité de Tally est adorée des indépendants qui l’utilisent, mais ses annonces parlaient aux experts-comptables. Chaque essai coûtait 48 £, et le budget était épuisé dès la troisième semaine du mois.",
        image: "detail-tally.jpg",
        image_side: "left",
      },
      {
        __component: "blocks.text-image",
        heading: "Ce que nous avons fait",
        body: `- **Les indépendants d’abord** : de nouveaux messages tirés de vingt entretiens avec les clients de Tally, et non avec leurs comptables.
- **Deux plateformes, un seul budget** : LinkedIn pour le premier contact, Meta pour faire revenir ceux qui avaient lu les guides.
- **Un test par semaine** : 52 tests de créations en un an, un changement à la fois, et chaque lundi le budget réaffecté à ce qui marche.`,
        image: "process-tally.jpg",
      },
      {
        __component: "blocks.testimonials",
        heading: "La parole au client",
        items: [
          {
            quote:
              "Ils traitent notre budget comme si c’était le leur. Chaque lundi, nous voyons ce qui a marché, ce qui n’a pas marché et où va l’argent ensuite.",
            name: "Aisha Khan",
            role: "Directrice de la croissance",
            company: "Tally",
            portrait: "portrait-aisha-khan.jpg",
          },
        ],
      },
      {
        __component: "blocks.cta-band",
        heading: "Chaque client vous coûte trop cher ?",
        text: "Commencez par une heure offerte et trois actions concrètes.",
        label: "Réserver votre consultation gratuite",
      },
    ],
  },
};
