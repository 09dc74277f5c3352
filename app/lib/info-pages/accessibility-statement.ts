/**
 * The accessibility statement's facts (RGAA 4.1 model): the conformance state declared and when the statement was
 * written. Without a full RGAA audit the model asks for « non conforme » (decision 014); automated tests are reported
 * as what they are.
 */
export const ACCESSIBILITY_CONFORMANCE = "non conforme" as const;
export const ACCESSIBILITY_STATEMENT_DATE = "25 novembre 2026";
/** The footer mention RGAA asks for on every page, linking to the statement. */
export const ACCESSIBILITY_FOOTER_LABEL = `Accessibilité : ${ACCESSIBILITY_CONFORMANCE}`;

/** The page types axe-core checks on every build, desktop and mobile (e2e/accessibility.spec.ts). */
export const ACCESSIBILITY_TESTED_PAGES: ReadonlyArray<{ label: string }> = [
  { label: "Accueil" },
  { label: "Livres par âge et page d'un âge" },
  { label: "Livres par thème et page d'un thème" },
  { label: "Page d'un sujet" },
  { label: "Recherche" },
  { label: "Fiche d'un livre et aperçu rapide" },
  { label: "Favoris" },
  { label: "Panier, avec et sans livre" },
  { label: "Paiement de test et confirmation de commande" },
  { label: "FAQ" },
  { label: "Contact" },
  { label: "Rétractation" },
  { label: "Pages d'information (mentions légales, conditions, paiement, à propos, reconditionnement)" },
  { label: "Déclaration d'accessibilité" },
  { label: "Page introuvable (404)" },
];
