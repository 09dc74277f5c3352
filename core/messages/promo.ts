/** docs/product.md §8.2: the cart's promo code field, its validation by a trial cart, and its success toasts. */
export const PROMO_MESSAGES = {
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
} as const;
