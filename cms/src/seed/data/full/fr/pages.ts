import type { PageTranslationSeed } from "../../../seed-types";
import { caseStudies } from "./case-studies";

/**
 * The French pages, by the English page's slug (the document's key). Written for French-speaking clients of a
 * London agency: prices stay in pounds, written the French way (19 £), figures with French spacing.
 * Markdown links are French URLs (/fr/…); posts without a French version are not linked.
 */
export const pages: Record<string, PageTranslationSeed> = {
  home: {
    slug: "home",
    title: "Accueil",
    seo: {
      meta_title: "Lumen & Lark | Agence marketing à Londres",
      meta_description:
        "Lumen & Lark est une agence marketing indépendante basée à Londres : stratégie de marque, SEO, publicité sociale et contenus pour les PME ambitieuses.",
      share_image: "lumen-and-lark-share.jpg",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Un marketing qui marque les esprits",
        subheading:
          "Agence indépendante installée à Londres, nous aidons les PME ambitieuses à grandir grâce à une marque claire, des contenus utiles et des campagnes qui se remboursent.",
        image: "hero-home.jpg",
        primary_cta: { label: "Réserver une consultation gratuite", url: "/fr/#free-consultation" },
        secondary_cta: { label: "Voir nos réalisations", page: "work" },
      },
      {
        __component: "blocks.logo-wall",
        heading: "Quarante entreprises en croissance nous font confiance",
        logos: [
          "logo-harbour-and-pine.png",
          "logo-northfield-physio.png",
          "logo-tally.png",
          "logo-greenway-dental.png",
          "logo-bramble-and-co.png",
          "logo-orbit-charity.png",
        ],
      },
      {
        __component: "blocks.services",
        heading: "Nos métiers",
        intro: "Un seul plan pour toutes les disciplines dont vous avez besoin, jugé sur les chiffres qui comptent pour votre entreprise.",
        items: [
          {
            icon: "brand",
            title: "Stratégie de marque",
            text: "Un positionnement, un discours et une identité que vos clients peuvent répéter.",
            page: "brand",
          },
          { icon: "search", title: "Référencement naturel (SEO)", text: "Technique, contenus utiles et recherche locale, sans raccourcis.", page: "seo" },
          {
            icon: "social",
            title: "Publicité sur les réseaux sociaux",
            text: "Des campagnes Meta, LinkedIn et TikTok pensées à partir du coût par client.",
            page: "paid-social",
          },
          {
            icon: "email",
            title: "Emailing",
            text: "Bienvenue, avis, relance : des emails qui fidélisent les clients que vous avez payé pour gagner.",
            page: "email-marketing",
          },
          {
            icon: "content",
            title: "Marketing de contenu",
            text: "Articles, guides et vidéos qui répondent aux vraies questions de vos clients.",
            page: "content-marketing",
          },
          {
            icon: "analytics",
            title: "Mesure de la performance",
            text: "Un reporting mensuel honnête sur les demandes et le chiffre d’affaires, pas sur les impressions.",
            page: "measurement",
          },
        ],
      },
      {
        __component: "blocks.case-studies",
        heading: "Quelques réalisations",
        items: [
          {
            client: "Harbour & Pine",
            challenge: "Un commerce indépendant d’art de la table qui dépendait de la publicité sur les moteurs pour presque toutes ses ventes en ligne.",
            results: [
              { value: "41 %", label: "des ventes en ligne issues de la recherche naturelle" },
              { value: "9", label: "mois" },
            ],
            image: "work-harbour-and-pine.jpg",
            page: "harbour-and-pine",
          },
          {
            client: "Northfield Physio",
            challenge: "Quatre cabinets, invisibles sur la carte dans les quartiers qu’ils desservent.",
            results: [
              { value: "+63 %", label: "de réservations en ligne" },
              { value: "N° 1", label: "sur la carte dans trois quartiers" },
            ],
            image: "work-northfield-physio.jpg",
            page: "northfield-physio",
          },
          {
            client: "Tally",
            challenge: "Un logiciel de comptabilité pour indépendants qui payait trop cher chaque essai gratuit.",
            results: [
              { value: "19 £", label: "par essai, contre 48 £" },
              { value: "×2", label: "inscriptions mensuelles" },
            ],
            image: "work-tally.jpg",
            page: "tally",
          },
        ],
      },
      {
        __component: "blocks.testimonials",
        heading: "Ils en parlent",
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
        __component: "blocks.rich-text",
        body: `## La stratégie d’abord, les canaux ensuite

La plupart des actions marketing échouent bien avant la première annonce : l’offre est floue, la cible c’est « tout le monde », et le succès se mesure en likes. Nous commençons par définir avec vous ce que croissance veut dire pour votre entreprise, puis nous choisissons les quelques canaux qui vous y mèneront.

Découvrez [nos services](/fr/services) et notre façon de travailler, ou lisez notre page sur le [référencement naturel](/fr/services/numerique/seo) si vos clients cherchent déjà ce que vous vendez. Envie de savoir avec qui vous travaillerez ? Rencontrez [l’équipe](/fr/a-propos/equipe).`,
      },
      {
        __component: "blocks.section",
        anchor: "free-consultation",
        heading: "Réservez votre consultation gratuite d’une heure",
        body: `Vous ne savez pas par où commencer ? Réservez une heure gratuite et sans engagement avec l’un de nos stratèges. Nous regardons votre site, vos concurrents et vos chiffres, et vous repartez avec trois actions concrètes à mener dans la semaine, que vous travailliez avec nous ou non.

Les consultations ont lieu le mardi et le jeudi, dans notre studio de Shoreditch ou en visio. Parlez-nous de votre projet ci-dessous et nous vous proposerons un créneau, ou écrivez à [hello@lumenandlark.co.uk](mailto:hello@lumenandlark.co.uk), ou appelez le +44 20 7946 0321.`,
      },
      {
        __component: "blocks.enquiry-form",
        heading: "Parlez-nous de votre projet",
        intro: "Quelques lignes suffisent. Un stratège lit chaque demande et vous répond sous un jour ouvré.",
        submit_label: "Envoyer ma demande",
      },
      {
        __component: "blocks.accordion",
        heading: "Les questions qu’on nous pose chaque semaine",
        items: [
          {
            label: "Que comprend la consultation gratuite ?",
            body: "Une heure avec un stratège senior, une courte analyse préalable de votre site et de vos statistiques, puis une synthèse écrite avec trois prochaines étapes recommandées. Aucun argumentaire commercial, aucun engagement.",
            starts_open: true,
          },
          {
            label: "Travaillez-vous avec les petites entreprises ?",
            body: "Oui. La plupart de nos clients comptent entre 5 et 250 salariés. Nous dimensionnons le travail selon votre budget plutôt que de vendre des forfaits, et nous vous dirons franchement si un canal ne vaut pas encore la peine pour vous.",
          },
          {
            label: "Quand verrons-nous des résultats ?",
            body: "Les campagnes payantes génèrent en général des contacts mesurables en quatre à six semaines. Le référencement naturel progresse plus lentement : comptez des signes nets après trois mois et le vrai retour entre six et douze mois.",
          },
          {
            label: "Serons-nous engagés sur un long contrat ?",
            body: "Non. Après une première période de trois mois, le temps minimum pour vous montrer des résultats honnêtes, nos contrats sont mensuels avec un préavis de 30 jours.",
          },
        ],
      },
      { __component: "blocks.page-button", label: "Parlons de votre projet", page: "contact" },
    ],
  },
  services: {
    slug: "services",
    title: "Services",
    seo: {
      meta_title: "Nos services marketing | Lumen & Lark",
      meta_description:
        "Stratégie de marque et marketing numérique (SEO, publicité sociale, emailing, contenus et mesure), pensés ensemble et mesurés à l’aune de vos objectifs.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Tout ce qu’il faut pour grandir, rien de superflu",
        subheading: "Marque, numérique et contenus, pensés ensemble et mesurés à l’aune de vos objectifs.",
        image: "hero-services.jpg",
      },
      {
        __component: "blocks.rich-text",
        body: `Nos services forment deux familles. La **[stratégie de marque](/fr/services/strategie-de-marque)** vous donne un positionnement clair, un message que vos clients reprennent et une identité qui fonctionne partout. Le **[marketing numérique](/fr/services/numerique)** transforme ce positionnement en visites, en contacts et en ventes grâce à cinq services : le [référencement naturel](/fr/services/numerique/seo), la [publicité sur les réseaux sociaux](/fr/services/numerique/publicite-sociale), l’[emailing](/fr/services/numerique/emailing), le [marketing de contenu](/fr/services/numerique/marketing-de-contenu) et la [mesure de la performance](/fr/services/numerique/mesure).

La plupart de nos clients commencent par l’une des deux familles et ajoutent l’autre dès que la première est rentable.`,
      },
      { __component: "blocks.page-button", label: "Découvrir nos services numériques", page: "digital" },
    ],
  },
  digital: {
    slug: "numerique",
    title: "Marketing numérique",
    seo: {
      meta_title: "Marketing numérique | Lumen & Lark",
      meta_description: "Référencement naturel, publicité sociale et emailing, pensés ensemble et présentés sans fard.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Un marketing numérique qui justifie chaque livre dépensée",
        subheading: "Recherche, réseaux sociaux et email, pilotés par des gens qui parlent chiffre d’affaires plutôt qu’impressions.",
      },
      {
        __component: "blocks.rich-text",
        body: `Tout se mesure en ligne, ce qui rend très facile de mesurer ce qui ne compte pas. Nous fixons avec vous les indicateurs qui comptent pour votre entreprise avant de dépenser la moindre livre, puis nous en rendons compte chaque mois, en langage clair.

- **[Référencement naturel](/fr/services/numerique/seo)** : soyez trouvé par ceux qui vous cherchent déjà.
- **[Publicité sur les réseaux sociaux](/fr/services/numerique/publicite-sociale)** : touchez ceux qui ne vous cherchent pas encore, à un coût que vous maîtrisez.
- **[Emailing](/fr/services/numerique/emailing)** : gardez les clients que vous avez déjà payé pour gagner.
- **[Marketing de contenu](/fr/services/numerique/marketing-de-contenu)** : répondez aux questions que vos clients se posent avant d’acheter.
- **[Mesure de la performance](/fr/services/numerique/mesure)** : un rapport honnête sur ce que rapporte chaque canal.`,
      },
      { __component: "blocks.page-button", label: "Notre approche du SEO", page: "seo" },
    ],
  },
  seo: {
    slug: "seo",
    title: "Référencement naturel (SEO)",
    seo: {
      meta_title: "Agence SEO à Londres | Lumen & Lark",
      meta_description: "SEO technique, contenus et référencement local pour les entreprises qui veulent une croissance organique durable, sans artifices.",
      share_image: "share-seo.jpg",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Soyez trouvé par ceux qui vous cherchent déjà",
        subheading: "Corrections techniques, contenus utiles et référencement local, sans raccourcis qui vous vaudraient une pénalité plus tard.",
      },
      {
        __component: "blocks.rich-text",
        body: `Notre travail de SEO se fait en trois temps, toujours dans cet ordre :

1. **La santé technique.** Nous corrigeons ce qui empêche les moteurs d’explorer et de comprendre votre site : vitesse, structure, pages en double et liens cassés.
2. **Des contenus qui répondent aux questions.** Nous étudions ce que vos clients recherchent réellement et rédigeons des pages qui y répondent mieux que quiconque.
3. **Les signaux locaux et la réputation.** Fiches d’établissement, avis et citations, pour apparaître sur la carte autant que dans les résultats.

Notre guide du [SEO local pour les entreprises de services](/fr/blog/seo-local-entreprises-de-services) vous donnera un aperçu de notre façon de penser.`,
      },
      {
        __component: "blocks.accordion",
        heading: "Vos questions sur le SEO",
        items: [
          {
            label: "Garantissez-vous la première place sur Google ?",
            body: "Non, et méfiez-vous de ceux qui le promettent. Nous nous engageons sur le travail, sur un reporting transparent et sur des objectifs de trafic et de demandes fixés ensemble.",
          },
          {
            label: "Faites-vous du netlinking ?",
            body: "Nous obtenons des retombées grâce aux relations presse en ligne et à des contenus réellement utiles. Nous n’achetons jamais de liens et n’utilisons pas de réseaux de blogs privés.",
          },
        ],
      },
      { __component: "blocks.page-button", label: "Demander un audit SEO", page: "contact" },
    ],
  },
  "paid-social": {
    slug: "publicite-sociale",
    title: "Publicité sur les réseaux sociaux",
    seo: {
      meta_title: "Publicité sur les réseaux sociaux | Lumen & Lark",
      meta_description: "Des campagnes Meta, LinkedIn et TikTok construites autour de vos marges, avec des créations testées chaque semaine.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Une publicité sociale qui se rembourse",
        subheading: "Des campagnes Meta, LinkedIn et TikTok pensées pour vos marges, pas pour les objectifs des plateformes.",
      },
      {
        __component: "blocks.rich-text",
        body: `Nous construisons chaque campagne à rebours, à partir du coût par client que vous pouvez vous permettre. Les créations sont testées chaque semaine, le budget va à ce qui fonctionne, et vous voyez le même tableau de bord que nous.

Pas de forfait de « gestion de communauté » ni de rapport de cinquante pages : un objectif chiffré, des essais courts et un point chaque lundi sur ce qui a bougé.`,
      },
      { __component: "blocks.page-button", label: "Préparer une campagne avec nous", page: "contact" },
    ],
  },
  "email-marketing": {
    slug: "emailing",
    title: "Emailing",
    seo: {
      meta_title: "Emailing et fidélisation | Lumen & Lark",
      meta_description: "Emails de bienvenue, d’avis, de relance et lettre mensuelle : fidélisez les clients que vous avez déjà payé pour gagner.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Fidélisez les clients que vous avez payé pour gagner",
        subheading: "Des emails de bienvenue, d’avis et de relance qui tournent tout seuls, et une lettre mensuelle que l’on ouvre.",
      },
      {
        __component: "blocks.rich-text",
        body: `Chaque client de votre fichier vous a coûté quelque chose. L’email est le moyen le moins cher de le faire revenir, et le canal que la plupart des petites entreprises délaissent. Nous mettons en place quatre emails automatiques, puis nous écrivons avec vous une lettre mensuelle.

- **Bienvenue** : à quoi s’attendre, et la première chose qu’un nouveau client devrait faire.
- **Merci, et une question** : une demande d’avis tant que l’expérience est fraîche.
- **La relance discrète** : un rappel aux clients qui n’ont rien acheté depuis six mois.
- **La lettre mensuelle** : une idée utile, une nouvelle, une offre au plus.

Nous mesurons le chiffre d’affaires par email envoyé, pas le taux d’ouverture.`,
      },
      { __component: "blocks.page-button", label: "Planifier vos emails avec nous", page: "contact" },
    ],
  },
  "content-marketing": {
    slug: "marketing-de-contenu",
    title: "Marketing de contenu",
    seo: {
      meta_title: "Marketing de contenu | Lumen & Lark",
      meta_description: "Guides, articles et courtes vidéos qui répondent aux questions de vos clients, autour d’un contenu de fond par mois.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Répondez aux vraies questions de vos clients",
        subheading: "Un guide de fond par mois, décliné en articles, emails et publications qui le portent plus loin.",
      },
      {
        __component: "blocks.rich-text",
        body: `Nous partons des questions que votre équipe commerciale entend chaque semaine et des recherches qui mènent les internautes chez vos concurrents. Chaque mois, nous écrivons un contenu de fond — un guide, une étude de cas ou un court rapport — et nous en tirons tout le reste : une newsletter, des publications sociales et une courte vidéo.

Mieux vaut un calendrier éditorial que l’on tient qu’un programme ambitieux abandonné en mars : nous le construisons avec vous, au rythme réel de votre équipe.`,
      },
      { __component: "blocks.page-button", label: "Parlons de vos contenus", page: "contact" },
    ],
  },
  measurement: {
    slug: "mesure",
    title: "Mesure de la performance",
    seo: {
      meta_title: "Mesure et reporting marketing | Lumen & Lark",
      meta_description: "Des statistiques bien configurées et un rapport mensuel sur les demandes, les clients et la rentabilité, en langage clair.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Sachez ce que rapporte chaque livre",
        subheading: "Des statistiques bien configurées et un rapport mensuel sur les demandes, les clients et la rentabilité.",
      },
      {
        __component: "blocks.rich-text",
        body: `Nous configurons correctement vos statistiques et le recueil du consentement, relions chaque demande au canal qui l’a apportée, et convenons avec vous de trois indicateurs avant toute dépense : le coût par demande qualifiée, le taux de transformation des demandes en clients et le délai de retour sur investissement.

Chaque mois, vous recevez une page en langage clair : ce qui a marché, ce qui n’a pas marché, et où va le budget ensuite. Et si vous vous demandez ce que deviennent vos statistiques avec le bandeau cookies, lisez notre article sur le [consentement aux cookies sans perdre vos données](/fr/blog/consentement-cookies-sans-perdre-vos-donnees).`,
      },
      { __component: "blocks.page-button", label: "Demander un bilan de vos mesures", page: "contact" },
    ],
  },
  brand: {
    slug: "strategie-de-marque",
    title: "Stratégie de marque",
    seo: {
      meta_title: "Stratégie de marque et identité | Lumen & Lark",
      meta_description: "Ateliers de positionnement, de discours et d’identité visuelle pour les entreprises qui ont dépassé leur première marque.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Une marque que vos clients peuvent répéter",
        subheading: "Positionnement, discours et identité pour les entreprises qui ont dépassé leur premier logo.",
      },
      {
        __component: "blocks.rich-text",
        body: `Une marque n’est pas un logo. C’est la raison pour laquelle on vous choisit, et la phrase qu’on utilise pour vous recommander. Nos projets de marque durent six semaines :

- **Découverte** : des entretiens avec votre équipe et vos meilleurs clients.
- **Atelier de positionnement** : une journée pour décider à qui vous vous adressez et pourquoi on vous choisit.
- **Discours** : un guide court et pratique, dont toute votre équipe peut se servir pour écrire.
- **Identité** : un système visuel conçu aussi bien pour le site que pour les réseaux sociaux ou une devanture.

Vous hésitez à franchir le pas ? Lisez [quand faut-il renouveler votre marque](/fr/blog/quand-renouveler-votre-marque).`,
      },
      { __component: "blocks.page-button", label: "Lancer un projet de marque", page: "contact" },
    ],
  },
  about: {
    slug: "a-propos",
    title: "À propos",
    seo: {
      meta_title: "À propos de Lumen & Lark",
      meta_description:
        "Une agence marketing indépendante fondée à Shoreditch en 2014 : une équipe de six stratèges, rédacteurs, designers et analystes seniors.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Assez petits pour être attentifs, assez grands pour tenir nos promesses",
        subheading: "Une agence indépendante de six stratèges, rédacteurs, designers et analystes seniors, à Shoreditch.",
        image: "hero-about.jpg",
      },
      {
        __component: "blocks.rich-text",
        body: `Lumen & Lark a été fondée en 2014 par Priya Raman et Tom Ashworth. Après dix ans en agence, ils en avaient assez de voir de bonnes entreprises gaspiller leur argent dans un marketing que personne ne savait mesurer. Nous travaillons toujours comme ils l’avaient promis : des profils seniors sur chaque client, un reporting honnête et aucun contrat au long cours.

Nous accompagnons aujourd’hui une quarantaine de clients, des commerces indépendants et cabinets de santé aux éditeurs de logiciels et associations. [Rencontrez l’équipe](/fr/a-propos/equipe) ou découvrez [ce que nous proposons](/fr/services).`,
      },
      {
        __component: "blocks.stats",
        heading: "Lumen & Lark en chiffres",
        items: [
          { value: "2014", label: "fondée à Shoreditch" },
          { value: "6", label: "personnes, toutes seniors" },
          { value: "40", label: "clients aujourd’hui" },
        ],
      },
      { __component: "blocks.page-button", label: "Rencontrer l’équipe", page: "team" },
    ],
  },
  team: {
    slug: "equipe",
    title: "L’équipe",
    seo: {
      meta_title: "L’équipe | Lumen & Lark",
      meta_description: "Les stratèges, rédacteurs, designers et analystes de Lumen & Lark.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Les personnes derrière le travail",
        subheading:
          "Des profils seniors sur chaque client. Nous voici tous les six : les personnes qui feront votre travail, du premier atelier au rapport mensuel.",
      },
      {
        __component: "blocks.team",
        heading: "Rencontrez l’équipe",
        members: [
          { name: "Priya Raman", role: "Directrice générale", portrait: "portrait-priya-raman.jpg" },
          { name: "Tom Ashworth", role: "Directeur de la création", portrait: "portrait-tom-ashworth.jpg" },
          { name: "Grace Okafor", role: "Responsable SEO", portrait: "portrait-grace-okafor.jpg" },
          { name: "Daniel Kowalski", role: "Responsable médias payants", portrait: "portrait-daniel-kowalski.jpg" },
          { name: "Hannah Lindqvist", role: "Responsable éditoriale", portrait: "portrait-hannah-lindqvist.jpg" },
          { name: "Samuel Osei", role: "Analyste senior", portrait: "portrait-samuel-osei.jpg" },
        ],
      },
      {
        __component: "blocks.rich-text",
        body: `## Qui nous sommes

**Priya Raman**, directrice générale, a cofondé Lumen & Lark en 2014 après dix ans à planifier des campagnes pour des enseignes de distribution. Elle anime toujours le premier atelier avec chaque nouveau client.

**Tom Ashworth**, directeur de la création et cofondateur, dirige les projets de marque et d’identité. Il a dessiné pour des devantures, des logiciels et des associations, et exige que chaque logo reste lisible sur un écran de téléphone.

**Grace Okafor**, responsable SEO, mène depuis 2012 le référencement technique et local de cabinets, de commerçants et d’artisans ; c’est elle qui a écrit notre check-list de SEO local.

**Daniel Kowalski**, responsable médias payants, construit les campagnes Meta, LinkedIn et TikTok autour d’un coût par client, et fait le point chaque lundi sur ce qui a bougé.

**Hannah Lindqvist**, responsable éditoriale, transforme les entretiens avec les clients de nos clients en guides, emails et articles, et relit tout ce que nous publions.

**Samuel Osei**, analyste senior, configure proprement les statistiques et le consentement, et rédige le rapport mensuel d’une page que nos clients lisent vraiment.

Quand un plan demande plus de bras, comme un photographe, un développeur ou un traducteur, nous faisons appel à des indépendants avec qui nous travaillons depuis des années, et vous les rencontrez avant qu’ils commencent.`,
      },
      {
        __component: "blocks.text-image",
        heading: "Notre façon de travailler",
        body: `Chaque client a un stratège senior qui le suit du premier atelier au rapport mensuel. Les spécialistes interviennent quand le plan le demande, et personne n’est payé à l’heure.

Nous sommes au studio de Shoreditch trois jours par semaine, et nous rencontrons nos clients là où cela les arrange.`,
        image: "studio-shoreditch.jpg",
      },
      {
        __component: "blocks.cta-band",
        heading: "Parlez aux personnes qui feront le travail",
        text: "Votre consultation gratuite se fait avec un stratège senior, jamais avec un commercial.",
        label: "Réserver votre consultation gratuite",
      },
    ],
  },
  contact: {
    slug: "contact",
    title: "Contact",
    seo: {
      meta_title: "Contacter Lumen & Lark",
      meta_description: "Appelez-nous, écrivez-nous ou passez au studio de Shoreditch. Nous répondons à chaque demande sous un jour ouvré.",
    },
    content: [
      { __component: "blocks.hero", heading: "Parlons-en", subheading: "Nous répondons à chaque demande sous un jour ouvré." },
      { __component: "blocks.contact", heading: "Écrivez-nous ou appelez-nous", text: "Un stratège répond à chaque message, le plus souvent dans la journée." },
      {
        __component: "blocks.enquiry-form",
        heading: "Envoyez-nous un message",
        intro: "Dites-nous ce dont vous avez besoin : nous vous répondons sous un jour ouvré.",
        submit_label: "Envoyer ma demande",
      },
      {
        __component: "blocks.rich-text",
        body: `**Studio :** 41 Rivington Street, Londres EC2A 3QQ, Royaume-Uni

Vous préférez commencer par une conversation ? [Réservez votre consultation gratuite d’une heure](/fr/#free-consultation).`,
      },
      {
        __component: "blocks.section",
        anchor: "opening-hours",
        heading: "Horaires d’ouverture",
        body: "Du lundi au vendredi, de 9 h à 17 h 30 (heure de Londres). Le studio est fermé les jours fériés britanniques.",
      },
    ],
  },
  "privacy-policy": {
    slug: "confidentialite",
    title: "Politique de confidentialité",
    seo: {
      meta_title: "Politique de confidentialité | Lumen & Lark",
      meta_description: "Comment Lumen & Lark collecte, utilise et protège les données personnelles.",
    },
    content: [
      {
        __component: "blocks.rich-text",
        body: `# Politique de confidentialité

_Dernière mise à jour : 6 janvier 2026_

Lumen & Lark Ltd (« nous ») est responsable du traitement des données personnelles décrites dans cette politique. Notre société est immatriculée en Angleterre et au pays de Galles, et notre studio se trouve au 41 Rivington Street, Londres EC2A 3QQ, Royaume-Uni.

## Ce que nous collectons
- **Les demandes.** Lorsque vous utilisez notre formulaire de contact, nous écrivez ou nous appelez, nous conservons votre nom, vos coordonnées, votre entreprise, votre besoin, votre budget si vous l’indiquez et le contenu de votre message, afin de vous répondre.
- **L’utilisation du site.** Avec votre consentement, nous collectons des statistiques anonymes sur l’utilisation de ce site. Les détails figurent dans notre [politique de cookies](/fr/politique-cookies).

## Pourquoi nous les utilisons
Nous utilisons les données de vos demandes pour vous répondre et, si vous devenez client, pour vous fournir nos services (base légale : intérêt légitime et exécution du contrat). Nous utilisons les statistiques pour améliorer ce site (base légale : consentement).

## Combien de temps nous les conservons
Les demandes envoyées par notre formulaire sont supprimées des systèmes de notre site au bout de 12 mois, et les autres demandes qui n’aboutissent pas à une mission au bout de 24 mois. Les dossiers clients sont conservés sept ans, pour respecter nos obligations comptables.

## Vos droits
Vous pouvez demander une copie de vos données, leur rectification ou leur effacement, ou vous opposer à leur utilisation. Écrivez à [privacy@lumenandlark.co.uk](mailto:privacy@lumenandlark.co.uk). Vous pouvez aussi adresser une réclamation à l’Information Commissioner’s Office (ICO), l’autorité britannique de protection des données, ou à l’autorité de votre pays, comme la CNIL en France.`,
      },
    ],
  },
  terms: {
    slug: "conditions-utilisation",
    title: "Conditions d’utilisation",
    seo: {
      meta_title: "Conditions d’utilisation | Lumen & Lark",
      meta_description: "Les conditions qui s’appliquent à l’utilisation de ce site.",
    },
    content: [
      {
        __component: "blocks.rich-text",
        body: `# Conditions d’utilisation

_Dernière mise à jour : 6 janvier 2026_

Ces conditions s’appliquent à votre utilisation de ce site. Nos missions pour nos clients relèvent d’un contrat de prestation distinct.

## Utilisation du site
Vous pouvez lire, partager et citer les contenus de ce site, avec un lien vers celui-ci. Vous ne pouvez pas en reproduire des parties substantielles ni les présenter comme les vôtres.

## Exactitude
Nous rédigeons nos articles avec soin, mais ils donnent des repères généraux et non un conseil adapté à votre situation. Les règles des plateformes marketing changent souvent : vérifiez-les avant d’agir sur la base de ce que vous lisez ici.

## Responsabilité
Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter. Pour le reste, nous ne sommes pas responsables des pertes résultant de votre utilisation de ce site.

## Droit applicable
Ces conditions sont régies par le droit de l’Angleterre et du pays de Galles. Une question ? Écrivez à [hello@lumenandlark.co.uk](mailto:hello@lumenandlark.co.uk). Voir aussi notre [politique de confidentialité](/fr/confidentialite).`,
      },
    ],
  },
  "cookie-policy": {
    slug: "politique-cookies",
    title: "Politique de cookies",
    seo: {
      meta_title: "Politique de cookies | Lumen & Lark",
      meta_description: "Les cookies utilisés par ce site et comment modifier vos choix.",
    },
    content: [
      {
        __component: "blocks.rich-text",
        body: `# Politique de cookies

_Dernière mise à jour : 6 janvier 2026_

Les cookies sont de petits fichiers qu’un site enregistre dans votre navigateur. Ce site ne les utilise que de la manière décrite ci-dessous, et uniquement avec votre consentement lorsque la loi l’exige.

Vous pouvez [modifier vos préférences en matière de cookies](#cookie-consent-preferences) à tout moment.`,
      },
      {
        __component: "blocks.accordion",
        heading: "Les cookies que nous utilisons",
        items: [
          {
            label: "Nécessaires",
            body: "Mémorisent vos choix en matière de cookies et assurent la sécurité du site. Ils ne peuvent pas être désactivés.",
            starts_open: true,
          },
          {
            label: "Mesure d’audience",
            body: "Comptent les visites et les pages lues, pour que nous puissions améliorer le site. Les données sont agrégées et ne sont jamais vendues.",
          },
          {
            label: "Préférences",
            body: "Permettraient au site de retenir d’une visite à l’autre les choix que vous y faites, comme les réglages que vous modifiez. Nous n’en déposons aucun aujourd’hui ; si cela change, ce sera uniquement avec votre consentement.",
          },
          {
            label: "Marketing",
            body: "Mesurent si nos propres annonces sur d’autres plateformes vous ont conduit ici. Nous n’affichons aucune publicité de tiers sur ce site.",
          },
        ],
      },
      {
        __component: "blocks.rich-text",
        body: `## Ce que ce site enregistre dans votre navigateur

- **\`cookieConsentInterstitial\`** (stockage local, nécessaire) : retient que vous avez répondu à la fenêtre sur les cookies et jusqu’à quand, pour qu’elle ne vous redemande pas. Conservé 365 jours après votre choix.
- **\`consentMode\`** (stockage local, nécessaire) : retient votre choix pour chaque type de stockage (fonctionnalités, sécurité, publicité, mesure d’audience, personnalisation), pour que le site et Google Tag Manager le respectent. Conservé 365 jours après votre choix.
- **\`_ga\`** et **\`_ga_<id>\`** (cookies, mesure d’audience) : déposés par Google Analytics via Google Tag Manager uniquement si vous acceptez la mesure d’audience, pour distinguer une visite d’une autre sans savoir qui vous êtes. Conservés 2 ans.
- **\`_gcl_au\`** (cookie, marketing) : déposé par l’outil de liaison des conversions de Google uniquement si vous acceptez les cookies marketing, pour savoir si l’une de nos annonces vous a conduit ici. Conservé 90 jours.

Si vous refusez, Google Tag Manager ne dépose aucun de ces cookies.`,
      },
      {
        __component: "blocks.rich-text",
        body: "Une question sur les cookies ou sur vos données ? Lisez notre [politique de confidentialité](/fr/confidentialite) ou écrivez à [privacy@lumenandlark.co.uk](mailto:privacy@lumenandlark.co.uk).",
      },
    ],
  },
  work: {
    slug: "realisations",
    title: "Nos réalisations",
    seo: {
      meta_title: "Études de cas | Lumen & Lark",
      meta_description: "Les résultats obtenus pour des commerces, des cabinets de santé, des éditeurs de logiciels et des associations.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Des projets dont nous sommes fiers",
        subheading: "Quelques-unes des entreprises que nous avons aidées à grandir, et les chiffres qui le montrent.",
      },
      {
        __component: "blocks.stats",
        heading: "Des résultats depuis 2014",
        items: [
          { value: "40", label: "clients aujourd’hui" },
          { value: "2 M£", label: "de budget publicitaire géré par an" },
          { value: "87 %", label: "des clients restent au-delà de la première année" },
          { value: "6", label: "spécialistes seniors, vos interlocuteurs directs" },
        ],
      },
      {
        __component: "blocks.case-studies",
        heading: "Études de cas",
        items: [
          {
            client: "Harbour & Pine",
            challenge: "Un nouveau positionnement et un catalogue repensé pour la recherche.",
            results: [
              { value: "41 %", label: "des ventes en ligne issues de la recherche naturelle, contre 18 %" },
              { value: "9", label: "mois" },
            ],
            image: "work-harbour-and-pine.jpg",
            page: "harbour-and-pine",
          },
          {
            client: "Northfield Physio",
            challenge: "Référencement local et gestion des avis pour un groupe de quatre cabinets.",
            results: [
              { value: "+63 %", label: "de réservations en ligne" },
              { value: "3", label: "quartiers où ils sont premiers sur la carte" },
            ],
            image: "work-northfield-physio.jpg",
            page: "northfield-physio",
          },
          {
            client: "Tally",
            challenge: "Des campagnes LinkedIn et Meta avec des tests de créations chaque semaine.",
            results: [
              { value: "19 £", label: "par essai, contre 48 £" },
              { value: "×2", label: "inscriptions mensuelles" },
            ],
            image: "work-tally.jpg",
            page: "tally",
          },
        ],
      },
      { __component: "blocks.page-button", label: "Lancer votre projet", page: "contact" },
      {
        __component: "blocks.cta-band",
        heading: "Et si votre entreprise était la prochaine ?",
        text: "Une heure offerte avec un stratège senior, et trois actions concrètes à mener dans la semaine.",
        label: "Réserver votre consultation gratuite",
      },
    ],
  },
  ...caseStudies,
};
