/** What the shop says to shopping agents (UCP over MCP, decision 035): in French, like every answer of the shop. */
export const AGENT_MESSAGES = {
  missingProfile:
    "meta[\"ucp-agent\"].profile doit être l'adresse https du profil UCP de l'agent : obligatoire pour les paniers, facultative pour le catalogue et les questions (spécification UCP 2026-04-08).",
  invalidArguments: (detail: string) => `Paramètres invalides : ${detail}`,
  unknownTool: (name: string) => `Outil inconnu : ${name}.`,
  badCursor: "Curseur de pagination invalide : reprenez celui de la page précédente, tel quel.",
  noResults:
    "Aucun livre ne correspond à cette recherche. Essayez moins de filtres ou d'autres mots ; les livres épuisés peuvent revenir (alerte sur leur fiche).",
  emptySearch:
    "Recherche vide : donnez des mots à chercher (catalog.query, par exemple « dinosaures 6 ans ») ou au moins un filtre (catalog.filters : ages, theme, subject, publishers, conditions, price, categories, available).",
  ignoredFilters: (keys: readonly string[]) =>
    `${keys.length > 1 ? "Filtres non pris en charge, ignorés" : "Filtre non pris en charge, ignoré"} : ${keys.join(", ")}. Filtres de la boutique : ages, theme, subject, publishers, conditions, price, categories, available.`,
  noCopyInPriceRange: (range: string, books: string, cheapest: string) =>
    `Aucun exemplaire dans cette fourchette de prix (${range}) : ${books} à la recherche, le moins cher est à ${cheapest}.`,
  gradeUnavailable: (asked: string, selected: string, offered: readonly string[]) =>
    `Aucun exemplaire « ${asked} » de ce livre : l'état sélectionné est « ${selected} » (${offered.length > 1 ? "états proposés" : "seul état proposé"} : ${offered.join(", ")}).`,
  optionIgnored: (name: string) =>
    `Option « ${name} » inconnue, ignorée : les exemplaires d'un livre ne diffèrent que par leur état (option « État »).`,
  askAgain: (ids: readonly string[]) =>
    `Réponse limitée en taille : redemandez ces livres dans un autre appel : ${ids.join(", ")}.`,
  answerTooLarge: "La réponse serait trop lourde : demandez moins de livres à la fois.",
  batchRefused: "Les lots de messages JSON-RPC ne sont pas acceptés (MCP 2025-06-18) : envoyez un message par requête.",
  productNotFound: (id: string) => `Aucun livre ne correspond à l'identifiant ${id}.`,
  cartIdMismatch: "doit être l'identifiant du panier donné dans id, ou être omis.",
  cartNotFound: "Ce panier n'existe pas, a expiré ou a été annulé : créez-en un autre avec create_cart.",
  unknownItem: (id: string) =>
    `Aucun exemplaire ne correspond à l'identifiant ${id} : utilisez l'id d'un variant du catalogue.`,
  soldOut: (title: string) => `« ${title} » est épuisé : la ligne a été retirée du panier.`,
  limited: (title: string, quantity: number) =>
    `Il ne reste que ${quantity} exemplaire${quantity > 1 ? "s" : ""} de « ${title} » : la quantité a été ramenée à ${quantity}.`,
  nothingAvailable: "Aucun des exemplaires demandés n'est disponible : le panier n'a pas été créé.",
  codeNotApplicable: (code: string) => `Le code promo ${code} ne s'applique pas à ce panier.`,
  cartFailed: "Le panier n'a pas pu être créé pour le moment. Veuillez réessayer dans un instant.",
  payOnShop:
    "Le paiement se fait sur la page de la boutique : ouvrez continue_url pour vérifier le panier, choisir la livraison et payer.",
  questionUnanswered: "Pas de réponse toute prête : la FAQ et le formulaire de contact de la boutique en disent plus.",
  methodNotAllowed:
    "Le point d'accès MCP de la boutique ne prend que des requêtes POST (transport Streamable HTTP sans session).",
  notAcceptable:
    "Le point d'accès MCP de la boutique répond en JSON : envoyez Accept: application/json (ou application/json, text/event-stream).",
  tooManyRequests: "Trop de requêtes en peu de temps : patientez une minute avant de réessayer.",
  busy: "La boutique répond déjà à beaucoup d'agents : réessayez dans une seconde.",
  unexpected: "Une erreur inattendue est survenue. Veuillez réessayer dans un instant.",
} as const;
