import { STOREFRONT_PROVIDER_NAME as PROVIDER } from "../shop-constants.ts";

/** docs/product.md §8.1: the toasts and errors of a failed call to the provider's Storefront API. */
export const STOREFRONT_MESSAGES = {
  unauthorizedTitle: `${PROVIDER} - Accès non autorisé`,
  unauthorizedDescription: `Le jeton d'accès ${PROVIDER} n'est plus valide. Vérifiez la configuration de la boutique.`,
  unauthorizedError: `Token ${PROVIDER} invalide (401 Unauthorized)`,
  paymentRequiredTitle: `${PROVIDER} - Paiement requis`,
  paymentRequiredDescription: `Un forfait ${PROVIDER} actif est nécessaire pour accéder à la boutique.`,
  httpError: (status: number) => `HTTP error! status: ${status}`,
  graphqlError: (messages: string[]) => `Erreur ${PROVIDER}: ${messages.join(", ")}`,
  invalidFormat: "Format de réponse invalide",
} as const;
