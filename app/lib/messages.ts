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
    unknownConversation: "Cette conversation est introuvable : rechargez la page pour en commencer une nouvelle.",
  },
  webhooks: {
    badSignature: "Signature du webhook invalide.",
  },
  cart: {
    added: "Ajouté au panier",
    unavailableTitle: "Produit indisponible",
    unavailableOnAdd: "Ce produit n'est actuellement pas disponible à la vente.",
    unavailableOnUpdate: "Ce produit n'est plus disponible à la vente.",
    limitedStockTitle: "Stock limité",
    limitedStock: (n: number) =>
      `Plus que ${n} exemplaire${n > 1 ? "s" : ""} disponible${n > 1 ? "s" : ""} pour ce produit.`,
    empty: "Votre panier est vide",
    invalidVariant: "Identifiant de produit invalide.",
    invalidCart: "Le contenu du panier est invalide.",
  },
  promo: {
    blank: "Veuillez entrer un code promo",
    duplicate: "Ce code est déjà appliqué",
    notApplicable: (codes: string[]) => `Code invalide ou non applicable: ${codes.join(", ")}`,
    validationFailed: "Erreur lors de la validation du code promo",
    invalidResponse: "Réponse invalide",
    validationError: "Erreur de validation",
    updateFailed: "Erreur lors de la mise à jour des codes",
    added: "Code promo ajouté",
    removed: "Code promo retiré",
    tooLong: "Ce code promo est trop long.",
  },
  checkout: {
    invalidResponse: `Réponse invalide de ${PROVIDER}`,
    cartCreateFailed: (messages: string[]) => `Erreur création panier: ${messages.join(", ")}`,
    noCheckoutUrl: `Aucune URL de paiement retournée par ${PROVIDER}`,
    creationFailed: "Erreur lors de la création du paiement",
    noUrl: "Impossible de créer le paiement",
    stockAdjustedTitle: "Stock insuffisant",
    stockAdjusted: "Votre panier a été ajusté selon le stock disponible.",
    outOfStockTitle: "Rupture de stock",
    outOfStock: (title: string) => `${title} n'est plus disponible actuellement.`,
    limitedStockTitle: "Stock limité",
    limitedStock: (title: string, n: number) =>
      `${title}: plus que ${n} exemplaire${n > 1 ? "s" : ""} disponible${n > 1 ? "s" : ""}. Quantité ajustée.`,
  },
  contact: {
    sending: "Envoi en cours...",
    sentTitle: "Message envoyé",
    sentDescription: "Nous avons bien reçu votre message et vous répondrons sous peu.",
    failedTitle: "Erreur",
    failedDescription: "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.",
  },
  redirect: {
    inProgress: "Redirection en cours…",
    invalid: "Lien invalide.",
  },
} as const;
