import { STOREFRONT_PROVIDER_NAME as PROVIDER } from "../shop-constants.ts";

/**
 * docs/product.md §8.3: creating the hosted checkout from the cart — the stock recheck's toasts, then the provider's cart
 * and its URL. The hosted checkout form has its own, CHECKOUT_MESSAGES in `core/checkout/checkout-schema.ts`.
 */
export const CHECKOUT_CREATION_MESSAGES = {
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
} as const;
