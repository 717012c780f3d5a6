import type { PostTranslationSeed } from "../../../seed-types";

/**
 * The posts published in French, by the English post's slug. The other posts stay English-only: they are not on
 * the French blog. Cover and date are the English post's; author, category and tags the French versions of the English post's.
 */
export const posts: Record<string, PostTranslationSeed> = {
  "when-to-refresh-your-brand": {
    slug: "quand-renouveler-votre-marque",
    title: "Quand faut-il renouveler votre marque ?",
    excerpt: "Cinq signes que votre marque freine votre entreprise, et ce qu’un renouvellement doit changer… ou non.",
    seo: { meta_title: "Quand renouveler votre marque | Lumen & Lark" },
    body: `Une marque se casse rarement du jour au lendemain. Elle dérive : l’entreprise grandit, l’offre évolue, et le logo, le site et la façon dont vous vous présentez finissent par ne plus correspondre à ce que vous faites vraiment.

## Cinq signes qu’il est temps

1. **Vous vous présentez différemment à chaque fois.** Si votre équipe ne s’accorde pas sur une phrase pour décrire l’entreprise, vos clients n’y arriveront pas non plus.
2. **Vos meilleurs clients vous ont trouvé malgré votre site.** Les recommandations arrivent, mais le site ne convainc jamais un inconnu.
3. **Vous avez ajouté des services dont la marque ne parle pas.**
4. **Votre identité ne résiste pas à un petit écran.** Les traits fins et les noms à rallonge disparaissent sur un téléphone.
5. **Vous vous battez sur les prix.** Un positionnement faible laisse le prix comme seule différence visible.

## Ce qu’un renouvellement doit changer

Commencez par le positionnement et le discours ; ne touchez au visuel qu’ensuite. Un nouveau logo sur une offre floue, c’est une façon coûteuse de rester flou. C’est pour cette raison que nos projets de [stratégie de marque](/fr/services/strategie-de-marque) commencent toujours par des entretiens clients.

Posez trois questions à vos dix meilleurs clients : pourquoi ils vous ont choisi, ce qui a failli les en empêcher, et comment ils vous décriraient à un ami. Les réponses ressemblent rarement aux mots de votre page d’accueil, et l’écart entre les deux constitue le cahier des charges de votre renouvellement.

Une fois le message clarifié, le travail visuel a enfin quelque chose à exprimer. Typographie, couleurs et photographie doivent rendre ce message plus crédible, pas seulement plus moderne qu’avant.

## Ce qu’un renouvellement ne doit pas changer

La reconnaissance est un capital que vous avez mis des années à constituer. Les clients qui connaissent votre couleur, votre nom ou la forme de votre logo doivent encore vous retrouver après le changement. Gardez ce dont on se souvient, corrigez ce qui gêne.

- **Votre nom**, sauf s’il prête vraiment à confusion, s’il ressemble à celui d’un concurrent ou s’il limite le développement de l’entreprise.
- **La couleur qu’on associe à vous.** Ajustez la teinte et construisez une palette autour ; ne la remplacez pas par la tendance de l’année.
- **Les promesses sur lesquelles vos clients comptent.** Si l’on vous connaît pour vos réponses sous 24 heures ou vos prix fermes, dites-le plus clairement, pas moins.

> Un bon renouvellement paraît évident à vos clients et naturel à votre équipe. Un mauvais a besoin d’un email de lancement pour s’expliquer.

## Combien de temps cela prend

Pour une petite entreprise, un renouvellement ciblé prend huit à douze semaines : trois ou quatre semaines d’entretiens et de positionnement, quatre semaines d’identité et de discours, puis quelques semaines pour le déployer sur le site, les modèles de documents, la signalétique et les réseaux sociaux. Tout basculer d’un coup compte davantage que la date exacte : un nouveau logo sur un ancien site donne l’impression de deux entreprises différentes.

Prévoyez le budget du déploiement avec autant de soin que celui de la création. Enseignes, véhicules, papeterie et emballages coûtent souvent plus cher que l’identité elle-même, et c’est là que les renouvellements inachevés s’éternisent. Listez tout ce qui porte la marque, décidez ce qui change au lancement et ce qui changera à l’usure, et dites à votre équipe ce qui relève de l’un ou de l’autre.

## Qui associer

Gardez un groupe de travail resserré : le dirigeant, la personne qui pilote les ventes et quelqu’un qui parle aux clients tous les jours. Les autres doivent être interrogés, pas consultés à chaque version. Une marque conçue en comité finit par plaire au comité. Partagez le travail à deux ou trois étapes fixées à l’avance, expliquez le raisonnement derrière chaque décision et donnez une date limite claire pour les remarques.

## Par où commencer

Écrivez la phrase que vous aimeriez qu’un client répète après son premier rendez-vous avec vous. Si votre équipe n’arrive pas à se mettre d’accord dessus en un après-midi, commencez par là. Si elle y arrive, comparez-la honnêtement avec votre site, vos propositions commerciales et vos réseaux sociaux, et notez chaque endroit qui dit autre chose. Cette liste, c’est le périmètre de votre renouvellement.`,
  },
  "local-seo-for-service-businesses": {
    slug: "seo-local-entreprises-de-services",
    title: "SEO local pour les entreprises de services : la check-list",
    excerpt: "Les douze points que nous vérifions d’abord quand un cabinet, un salon ou un artisan veut apparaître sur la carte.",
    body: `Si vos clients cherchent « près de chez moi », le bloc de la carte compte davantage que les dix liens bleus en dessous. Les trois établissements affichés sur la carte reçoivent l’essentiel des appels, et la carte se moque de votre budget publicitaire : elle regarde si vous êtes pertinent, proche et digne de confiance. Voici la check-list que nous déroulons d’abord pour chaque client local, dans l’ordre où nous la déroulons.

## Votre fiche d’établissement

Votre fiche d’établissement est la page que la plupart des clients du quartier voient avant votre site : elle mérite plus d’attention qu’on ne lui en accorde d’habitude.

- La catégorie correspond à ce pour quoi vous voulez être trouvé, pas à ce qui sonne bien. Un cabinet de kinésithérapie est un « Kinésithérapeute », pas un « Centre de santé et de bien-être ».
- Les horaires, jours fériés compris, sont exacts. Rien ne fait fuir un client plus vite qu’une porte close pendant les heures affichées.
- Les photos sont récentes et montrent l’intérieur des locaux. Les gens veulent savoir ce qu’ils ressentiront en entrant.
- La description dit simplement ce que vous faites, où et pour qui. Gardez des mots-clés naturels : les entasser se lit mal et ne sert à rien.
- Les services et produits sont listés avec une courte description, car la fiche peut les afficher directement dans les résultats.

Si vous avez plusieurs adresses, chacune a besoin de sa propre fiche, gérée depuis un seul compte pour que rien ne se perde quand quelqu’un quitte l’entreprise.

## Votre site

La carte consulte votre site pour confirmer ce qu’annonce la fiche. Facilitez-lui la tâche.

- Chaque adresse a sa propre page, avec son adresse et son numéro de téléphone, l’équipe qui y travaille et les services qu’on y propose.
- L’adresse est écrite de la même façon partout : sur le site, sur la fiche et dans chaque annuaire. « Bât. 4, 12 rue Haute » et « 12 r. Haute, bâtiment 4 », pour une machine, ce sont deux entreprises.
- Les pages s’affichent en moins de trois secondes sur un téléphone. La plupart des recherches locales se font sur mobile, souvent avec une connexion capricieuse.
- Le numéro de téléphone est un lien qui appelle d’un simple toucher, et les horaires figurent dans la page plutôt que dans une image.
- Chaque service pour lequel vous voulez être trouvé a sa propre page, qui l’explique vraiment, au lieu d’une ligne dans une longue liste.

## Citations et annuaires

Les citations sont les mentions de votre nom, de votre adresse et de votre numéro sur d’autres sites : annuaires, organisations professionnelles, presse locale. Elles comptent moins qu’avant, mais des citations incohérentes posent encore problème. Listez les dix plus importantes pour votre métier, vérifiez-les une à une et corrigez ce qui est périmé. Puis arrêtez-vous : courir après des centaines d’annuaires médiocres est une perte de temps.

## Les avis

Les avis sont la partie du référencement local sur laquelle vous pouvez agir chaque jour, et celle que la plupart des entreprises laissent au hasard.

- Vous sollicitez chaque client satisfait au moment où il l’est le plus : après un soin réussi, un chantier terminé ou une livraison arrivée en avance.
- Vous lui simplifiez la tâche, avec un lien court envoyé par SMS ou par email, pas un paragraphe d’instructions.
- Vous répondez à chaque avis sous deux jours, surtout aux mauvais. Remerciez nommément pour les bons ; pour les mauvais, reconnaissez le problème, dites ce que vous avez changé et proposez d’en parler en privé.
- Vous n’achetez jamais d’avis et n’offrez rien en échange. C’est contraire aux règles des plateformes, et les clients s’en aperçoivent généralement.

Un flux régulier d’avis récents vaut mieux qu’une rafale de cinquante en un mois suivie du silence.

## Mesurer ce que rapporte la carte

Suivez chaque mois, adresse par adresse, les appels, les demandes d’itinéraire et les réservations issus de votre fiche. Ajoutez un paramètre de suivi au lien vers votre site, pour compter à part les visites venues de la carte. Si une adresse est à la traîne, comparez les fiches côte à côte : la différence saute généralement aux yeux.

## Par où commencer

Si vous n’avez qu’un après-midi, corrigez vos catégories et vos horaires, vérifiez que votre adresse est écrite à l’identique partout, et demandez un avis à vos cinq derniers clients satisfaits. Ces trois gestes suffisent à faire progresser la plupart des entreprises.

Vous préférez que nous déroulions la check-list pour vous ? Elle fait partie de chaque [mission SEO](/fr/services/numerique/seo) ; vous pouvez aussi [réserver une consultation gratuite](/fr/#free-consultation).`,
  },
  "cookie-consent-without-losing-your-data": {
    slug: "consentement-cookies-sans-perdre-vos-donnees",
    title: "Le consentement aux cookies sans perdre toutes vos données",
    excerpt: "Un bandeau conforme n’a pas à rendre vos statistiques aveugles. Ce que le mode consentement et une conception honnête changent.",
    body: `Les règles strictes en matière de consentement sont là pour durer, et c’est une bonne chose. Mais un bandeau mal conçu peut cacher l’essentiel de votre trafic à vos statistiques.

Nous voyons deux sortes de mauvais bandeaux. Le premier est un mur d’interrupteurs et de mentions légales que la plupart des visiteurs ferment, agacés, généralement en refusant tout. Le second est conçu pour piéger : un énorme bouton « Tout accepter » et un moyen de refuser soigneusement caché. Le premier vous fait perdre vos données ; le second, la confiance de vos visiteurs, et attire de plus en plus l’attention des autorités. Il existe une meilleure voie entre les deux.

## Demander clairement

Expliquez en une phrase à quoi sert chaque catégorie. Les gens acceptent ce qu’ils comprennent.

« Mesure d’audience : compter les visites et les pages lues, pour améliorer le site » est une phrase à laquelle un visiteur peut consentir. « Cookies de performance et de fonctionnalité, y compris de partenaires tiers » ne l’est pas. Limitez le nombre de catégories : nécessaires, mesure d’audience, préférences et marketing couvrent presque tous les sites. Si vous ne savez pas expliquer pourquoi vous avez besoin d’une catégorie, c’est probablement que vous n’en avez pas besoin.

## Rendre chaque choix aussi simple que les autres

Placez « Tout accepter », « Accepter la sélection » et « Tout refuser » côte à côte, avec la même taille et la même graisse. On a l’impression de perdre quelque chose, mais c’est ce qu’attendent la loi au Royaume-Uni et dans l’Union européenne (et la CNIL en France), et les visiteurs qui se sentent respectés acceptent plus souvent que ceux qu’on pousse. Dans nos propres tests, un bandeau loyal perd bien moins de données qu’on ne le craint.

Vérifiez que les boutons fonctionnent dès que le bandeau apparaît. Un bandeau dont les boutons ne répondent pas tant que le reste de la page n’est pas chargé perd le premier clic de chaque visiteur pressé, et cette première impression reste.

## Respecter la réponse

Ne chargez rien avant le consentement. Utilisez le mode consentement pour que les balises fonctionnent en mode réduit, sans cookies, jusqu’à ce que le visiteur ait choisi.

Le mode consentement envoie des signaux anonymes, sans cookies, pour les visiteurs qui refusent ; les plateformes de mesure peuvent ainsi estimer le comportement du trafic que vous ne mesurez pas directement. Il ne récupère pas tout, mais il comble honnêtement une grande partie de l’écart, sans suivre personne qui a dit non.

Vérifiez vous-même le résultat. Ouvrez votre site dans une fenêtre de navigation privée, refusez tout, puis regardez les cookies et les requêtes dans les outils de développement de votre navigateur. Si autre chose que le strict nécessaire apparaît, votre bandeau n’est qu’une décoration.

## Permettre de changer d’avis

Laissez les visiteurs revenir sur leur choix depuis n’importe quelle page, par exemple avec un lien dans le pied de page ou dans votre [politique de cookies](/fr/politique-cookies).

Ce lien doit ouvrir les mêmes choix que le bandeau, en affichant ce que le visiteur a choisi la dernière fois. Retirer son consentement doit être aussi simple que le donner, et prendre effet immédiatement : arrêter les balises, supprimer les cookies qui peuvent l’être, et retenir la nouvelle réponse.

## Mesurer ce qui peut l’être, estimer le reste

Acceptez que vos statistiques ne compteront plus jamais chaque visiteur. Plutôt que de courir après l’exhaustivité, suivez les tendances du trafic que vous pouvez mesurer, comparez-les à des chiffres que vous comptez directement, comme les demandes et les ventes, et servez-vous des estimations du mode consentement pour l’écart. Une entreprise qui décide sur la base de ses demandes et de son chiffre d’affaires perd très peu quand le nombre de pages vues devient moins précis.

## Une courte check-list

- Quatre catégories au plus, chacune expliquée en une phrase.
- Des boutons accepter et refuser aussi visibles l’un que l’autre, et actifs dès le premier instant.
- Rien d’autre que des cookies nécessaires avant un choix.
- Un lien sur chaque page pour changer d’avis.
- Une politique de cookies qui correspond à ce que fait réellement le site.

Le bandeau cookies est souvent la première chose qu’un visiteur voit de votre site. Traitez-le comme un élément de design et non comme une corvée juridique : il dira quelque chose de vrai sur votre façon de travailler.`,
  },
};
