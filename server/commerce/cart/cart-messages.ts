/** What the local `cartCreate` answers in `userErrors` (Shopify's CartUserError shape, our French wording). */
export const COMMERCE_CART_MESSAGES = {
  unknownVariant: (id: string) => `Article introuvable : « ${truncate(id)} » ne correspond à aucun livre en vente.`,
  quantityNotPositive: "La quantité doit être un nombre entier supérieur ou égal à 1.",
  quantityTooLarge: (max: number) => `La quantité ne peut pas dépasser ${max} exemplaires par article.`,
  tooManyLines: (max: number) => `Le panier ne peut pas contenir plus de ${max} articles différents.`,
  tooManyCodes: (max: number) => `Vous ne pouvez pas appliquer plus de ${max} codes promo.`,
  codeTooLong: (max: number) => `Un code promo ne peut pas dépasser ${max} caractères.`,
  tooManyAttributes: (max: number) => `Le panier ne peut pas porter plus de ${max} attributs.`,
  tooManyCarts:
    "Trop de paniers créés depuis cette adresse aujourd'hui. Réessayez demain ou finalisez un panier existant.",
  tooManyLineAttributes: (max: number) => `Un article du panier ne peut pas porter plus de ${max} attributs.`,
  attributesTooLarge: (max: number) =>
    `Les attributs du panier et de ses articles ne peuvent pas dépasser ${max} caractères en tout.`,
  attributeTooLong: (max: number) => `Un attribut (clé ou valeur) ne peut pas dépasser ${max} caractères.`,
  noteTooLong: (max: number) => `La note du panier ne peut pas dépasser ${max} caractères.`,
} as const;

/** An id echoed in a message stays readable even when a client sends a very long one. */
function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
