/** The /go interstitial page: the redirection under way, or SPEC §8's 'Lien invalide.' for a target it refuses. */
export const REDIRECT_MESSAGES = {
  inProgress: "Redirection en cours…",
  invalid: "Lien invalide.",
} as const;
