import type { ConfigurationTranslationSeed } from "../../../seed-types";

/** The French settings: every translated field set (contact details, name, logo and share image are shared with English). */
export const configuration: ConfigurationTranslationSeed = {
  structured_data_description:
    "Agence marketing indépendante basée à Londres : stratégie de marque, référencement naturel, publicité sur les réseaux sociaux et marketing de contenu pour les PME.",
  structured_data_address_locality: "Londres",
  structured_data_address_country: "GB",
  registered_in: "Angleterre et pays de Galles",
  post_call_to_action: {
    heading: "Besoin d’aide pour passer à l’action ?",
    text: "Une heure avec un stratège, gratuite et sans engagement. Vous repartez avec trois actions concrètes pour votre entreprise.",
    label: "Réserver votre consultation gratuite d’une heure",
  },
  enquiries: {
    needs: [
      "Une consultation gratuite",
      "Référencement naturel (SEO)",
      "Publicité sur les réseaux sociaux",
      "Emailing",
      "Marketing de contenu",
      "Mesure de la performance",
      "Stratégie de marque",
      "Autre chose",
    ],
    budgets: ["Moins de 5 000 £", "De 5 000 à 15 000 £", "De 15 000 à 50 000 £", "Plus de 50 000 £"],
    privacy_note: "Nous utilisons vos coordonnées uniquement pour répondre à votre demande. Pour en savoir plus, lisez notre",
    privacy_page: "privacy-policy",
    success_heading: "Merci, nous avons bien reçu votre demande",
    success_message: "Un stratège vous répondra sous un jour ouvré. Une copie vient de vous être envoyée par email.",
    error_message: "Votre demande n’a pas pu être envoyée. Réessayez dans un instant, ou écrivez-nous.",
    acknowledgement_subject: "Nous avons bien reçu votre demande – Lumen & Lark",
    acknowledgement_body: `Bonjour {name},

Merci de nous avoir contactés. Un stratège vous répondra sous un jour ouvré, souvent plus tôt.

En cas d’urgence, appelez-nous au +44 20 7946 0321 (du lundi au vendredi, de 9 h à 17 h 30, heure de Londres).

Lumen & Lark
41 Rivington Street, Londres EC2A 3QQ, Royaume-Uni`,
  },
  cookie_consent_interstitial_heading: "Votre vie privée, votre choix",
  cookie_consent_interstitial_wysiwyg: `Nous utilisons des cookies pour faire fonctionner ce site et, avec votre accord, pour comprendre comment il est utilisé et mesurer nos propres publicités. Choisissez les catégories que vous acceptez. Vous pouvez changer d’avis à tout moment depuis notre [politique de cookies](/fr/politique-cookies).`,
  cookie_consent_interstitial_type_necessary:
    "Indispensables au fonctionnement du site et à la mémorisation de vos choix en matière de cookies. Toujours actifs.",
  cookie_consent_interstitial_type_analytics:
    "Nous aident à compter les visites et à voir quelles pages sont utiles, pour améliorer le site. Les données sont agrégées.",
  cookie_consent_interstitial_type_preferences:
    "Permettraient au site de retenir d’une visite à l’autre les choix que vous faites ici. Il n’en dépose aucun aujourd’hui ; si cela change, ce sera uniquement avec votre accord.",
  cookie_consent_interstitial_type_marketing:
    "Nous permettent de savoir si nos annonces sur d’autres plateformes vous ont conduit ici. Nous n’affichons jamais de publicité de tiers sur ce site.",
};
