/** What the search page says of how it read a parent's words (decision 036, docs/product.md §2.2). */

const quoted = (words: readonly string[]) => words.map((word) => `« ${word} »`).join(" et ");

export const SEARCH_MESSAGES = {
  understoodHeading: "Nous avons compris :",
  removeFilter: (label: string) => `Retirer « ${label} »`,
  ageChip: (label: string) => `Pour ${label}`,
  levelChip: (label: string) => `Niveau ${label}`,
  gendered: (words: readonly string[], forAge: boolean) =>
    `${quoted(words)} : nos livres s'adressent à tous les enfants, ils ne sont pas rangés par fille ou garçon ; ${
      forAge ? "voici tous ceux de son âge." : "précisez un âge pour choisir parmi eux."
    }`,
  giftOnly: (words: readonly string[]) =>
    `${quoted(words)} : tous nos livres s'offrent ; précisez un âge ou un sujet pour choisir parmi eux.`,
  levelNotServed: (words: string, label: string) =>
    `« ${words} » : nos livres s'adressent aux enfants jusqu'au collège ; voici nos livres pour ${label}.`,
  isbnFound: (isbn: string) => `Le livre de l'ISBN ${isbn} est en tête.`,
  isbnMissing: (isbn: string) => `Aucun livre ne porte l'ISBN ${isbn}.`,
  unmatched: (words: readonly string[], instead: string) => `Aucun livre ne parle de ${quoted(words)} ; ${instead}`,
  notTogether: (words: readonly string[], kept: readonly string[]) =>
    `Aucun livre ne réunit ${quoted(words)} ; voici ceux qui parlent de ${quoted(kept)}.`,
  topicDropped: (words: readonly string[], within: string) =>
    `Aucun de nos livres ${within} ne parle de ${quoted(words)} ; voici tous nos livres ${within}.`,
  agesInstead: (topic: string, asked: string, shown: string) =>
    `Pas de livre « ${topic} » pour ${asked} ; voici ceux pour ${shown}.`,
  formatDropped: (label: string, topic: string) =>
    `Aucun livre du rayon ${label} ne parle de « ${topic} » ; voici les autres.`,
  approximate: (words: string) =>
    `Aucun livre ne contient « ${words} » : ces suggestions ont une orthographe proche, vérifiez qu'elles vous conviennent.`,
  insteadOthers: "voici ce que trouvent les autres mots.",
  insteadFilters: (within: string) => `voici nos livres ${within}.`,
} as const;

/** The books a search proposes when it found none for sale: close ones only when they are (decision 036). */
export const SEARCH_INSTEAD_TITLES = {
  soldOut: "Disponibles maintenant, proches des livres épuisés trouvés",
  none: "Quelques livres en vente en ce moment",
} as const;
