/** docs/product.md §8.6: the form's sending state and its success and failure toasts. */
export const CONTACT_MESSAGES = {
  sending: "Envoi en cours...",
  sentTitle: "Message envoyé",
  sentDescription: "Nous avons bien reçu votre message et vous répondrons sous peu.",
  failedTitle: "Erreur",
  failedDescription: "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.",
} as const;
