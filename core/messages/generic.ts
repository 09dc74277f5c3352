/**
 * The answers every route and endpoint shares: an unexpected failure, a body too large or malformed, a rate limit, a
 * refused method, origin or content type.
 */
export const GENERIC_MESSAGES = {
  unexpected: "Une erreur inattendue est survenue. Veuillez réessayer dans un instant.",
  bodyTooLarge: "La requête est trop volumineuse.",
  badRequest: "La requête est invalide.",
  tooManyRequests: "Trop de demandes en peu de temps. Veuillez patienter une minute avant de réessayer.",
  methodNotAllowed: "Cette adresse n'accepte pas cette méthode.",
  crossOrigin: "Ce formulaire ne peut être envoyé que depuis les pages de la boutique.",
  unsupportedContent: "Le contenu envoyé n'est pas dans le format attendu.",
  illFormedText: "Le texte envoyé contient des caractères invalides. Vérifiez-le puis réessayez.",
} as const;
