/** The answers every route and endpoint shares: an unexpected failure, a body too large or malformed, a rate limit. */
export const GENERIC_MESSAGES = {
  unexpected: "Une erreur inattendue est survenue. Veuillez réessayer dans un instant.",
  bodyTooLarge: "La requête est trop volumineuse.",
  badRequest: "La requête est invalide.",
  tooManyRequests: "Trop de demandes en peu de temps. Veuillez patienter une minute avant de réessayer.",
} as const;
