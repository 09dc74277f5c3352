import { STOREFRONT_PROVIDER_NAME as PROVIDER } from "./shop-constants.ts";

/** The user-facing messages of SPEC §8, written once. */
export const MESSAGES = {
  storefront: {
    unauthorizedTitle: `${PROVIDER} - Accès non autorisé`,
    unauthorizedDescription: `Le jeton d'accès ${PROVIDER} n'est plus valide. Vérifiez la configuration de la boutique.`,
    unauthorizedError: `Token ${PROVIDER} invalide (401 Unauthorized)`,
    paymentRequiredTitle: `${PROVIDER} - Paiement requis`,
    paymentRequiredDescription: `Un forfait ${PROVIDER} actif est nécessaire pour accéder à la boutique.`,
    httpError: (status: number) => `HTTP error! status: ${status}`,
    graphqlError: (messages: string[]) => `Erreur ${PROVIDER}: ${messages.join(", ")}`,
    invalidFormat: "Format de réponse invalide",
  },
  catalogue: {
    productNotFound: "Produit non trouvé",
    pageNotFound: "La page que vous cherchez n'a pas été trouvée.",
    noProducts: "Aucun produit trouvé",
    loadFailedTitle: "Échec du chargement des produits",
    loadFailedDescription: "Veuillez rafraîchir la page ou réessayer plus tard.",
    loadErrorPanel: "Erreur de chargement",
    retry: "Réessayer",
  },
  generic: {
    unexpected: "Une erreur inattendue est survenue. Veuillez réessayer dans un instant.",
    bodyTooLarge: "La requête est trop volumineuse.",
    badRequest: "La requête est invalide.",
    tooManyRequests: "Trop de demandes en peu de temps. Veuillez patienter une minute avant de réessayer.",
  },
  chat: {
    failureTitle: "Erreur",
    failureDescription: "Impossible de contacter l'assistant. Réessaye dans un instant.",
    messageRequired: "Écrivez votre message avant de l'envoyer.",
    messageTooLong: (max: number) => `Votre message est trop long : ${max} caractères au maximum.`,
  },
  webhooks: {
    badSignature: "Signature du webhook invalide.",
  },
} as const;
