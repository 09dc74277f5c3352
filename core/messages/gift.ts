import { GIFT_MESSAGE_MAX } from "../shop-constants.ts";

/** « C'est pour offrir » in the cart (issue 40): what the visitor reads, and what the order carries. */
export const GIFT_MESSAGES = {
  tooLong: `Le message ne peut pas dépasser ${GIFT_MESSAGE_MAX} caractères.`,
  controlCharacters:
    "Le message contient des caractères invisibles (tabulations, caractères de contrôle) : retapez-le en texte simple. Les retours à la ligne sont acceptés.",
  markup:
    "Le message ne peut pas contenir de balises ni de code HTML (comme <b> ou &amp;) : écrivez-le en texte simple.",
  invalid: "Les options « C'est pour offrir » sont invalides : rechargez la page et réessayez.",
  fixBeforeCheckout: "Corrigez le message pour l'enfant avant de passer au paiement.",
} as const;
