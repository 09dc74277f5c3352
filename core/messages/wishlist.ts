/** The favourites' toasts (docs/product.md §8.5), from a heart or from `/favoris?ajouter=…`. */
export const WISHLIST_MESSAGES = {
  added: "Ajouté aux favoris",
  removed: "Retiré des favoris",
} as const;
