/** docs/product.md §8.4: an unknown product or page, an empty listing, products that failed to load. */
export const CATALOGUE_MESSAGES = {
  productNotFound: "Produit non trouvé",
  pageNotFound: "La page que vous cherchez n'a pas été trouvée.",
  noProducts: "Aucun produit trouvé",
  loadFailedTitle: "Échec du chargement des produits",
  loadFailedDescription: "Veuillez rafraîchir la page ou réessayer plus tard.",
  loadErrorPanel: "Erreur de chargement",
  retry: "Réessayer",
} as const;
