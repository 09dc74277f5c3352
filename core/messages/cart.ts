/** The cart: the 'Ajouté au panier' toast, the stock refusals of docs/product.md §5, a variant id or a cart the API refuses. */
export const CART_MESSAGES = {
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
} as const;
