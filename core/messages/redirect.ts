/** The /go interstitial page: the redirection under way, or the 'Lien invalide.' of docs/product.md §8.4 for a target it refuses. */
export const REDIRECT_MESSAGES = {
  inProgress: "Redirection en cours…",
  invalid: "Lien invalide.",
} as const;
