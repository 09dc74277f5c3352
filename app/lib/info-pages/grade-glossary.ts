import type { GradeSlug } from "../../../core/catalogue/condition-grades.ts";

/** What every copy goes through whatever its grade: below this floor a book is not sold at all. */
export const CHECKS_ON_EVERY_COPY = [
  "Chaque page est feuilletée : aucune page déchirée, arrachée ou collée, aucune moisissure.",
  "Le livre est complet : rabats, tirettes, roues, pièces de puzzle et éléments en relief sont tous là.",
  "Ce qui bouge fonctionne : les pop-up se déplient et se replient, les tirettes coulissent, les roues tournent.",
  "Livres sonores : la pile est remplacée et chaque son est écouté.",
  "Livres d'autocollants et d'activités : les planches sont complètes et aucune activité n'a été faite.",
  "Nettoyage : couverture et tranches essuyées, livre aéré, sans odeur de tabac ni d'humidité.",
] as const;

/** What parents ask about, and what each grade allows. */
export const GRADE_CRITERIA: ReadonlyArray<{ criterion: string; byGrade: Readonly<Record<GradeSlug, string>> }> = [
  {
    criterion: "Couverture, dos et coins",
    byGrade: {
      "tres-bon-etat": "À peine marqués : coins nets, dos sans pliure.",
      "bon-etat": "Traces de lecture visibles : coins un peu frottés, couverture légèrement patinée.",
      "etat-correct": "Usure marquée : coins émoussés, dos plié, couleurs parfois passées.",
    },
  },
  {
    criterion: "Gribouillages et coloriages",
    byGrade: {
      "tres-bon-etat": "Aucun.",
      "bon-etat": "Aucun.",
      "etat-correct": "Quelques traits discrets possibles, qui ne cachent ni le texte ni les images.",
    },
  },
  {
    criterion: "Nom ou dédicace à l'intérieur",
    byGrade: {
      "tres-bon-etat": "Aucun.",
      "bon-etat": "Un prénom ou une courte dédicace possible en page de garde.",
      "etat-correct": "Nom, prénom ou dédicace possibles.",
    },
  },
  {
    criterion: "Rabats, tirettes et pop-up",
    byGrade: {
      "tres-bon-etat": "Tous présents et en parfait fonctionnement, sans pliure.",
      "bon-etat": "Tous présents et fonctionnels ; de légères marques de manipulation possibles.",
      "etat-correct": "Tous présents et fonctionnels ; une languette peut avoir été recollée proprement.",
    },
  },
  {
    criterion: "Autocollants et activités",
    byGrade: {
      "tres-bon-etat": "Planches complètes, aucune activité commencée.",
      "bon-etat": "Planches complètes, aucune activité commencée.",
      "etat-correct": "Planches complètes, aucune activité commencée.",
    },
  },
  {
    criterion: "Modules sonores",
    byGrade: {
      "tres-bon-etat": "Pile remplacée, chaque son testé.",
      "bon-etat": "Pile remplacée, chaque son testé.",
      "etat-correct": "Pile remplacée, chaque son testé.",
    },
  },
  {
    criterion: "Nettoyage",
    byGrade: {
      "tres-bon-etat": "Nettoyé et aéré, sans odeur.",
      "bon-etat": "Nettoyé et aéré, sans odeur.",
      "etat-correct": "Nettoyé et aéré, sans odeur.",
    },
  },
];
