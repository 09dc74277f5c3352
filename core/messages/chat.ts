/** docs/product.md §8.6: the widget's failure toast and the refusals of a message the assistant cannot take. */
export const CHAT_MESSAGES = {
  failureTitle: "Erreur",
  failureDescription: "Impossible de contacter l'assistant. Réessaye dans un instant.",
  messageRequired: "Écrivez votre message avant de l'envoyer.",
  messageTooLong: (max: number) => `Votre message est trop long : ${max} caractères au maximum.`,
  unknownConversation: "Cette conversation est introuvable : rechargez la page pour en commencer une nouvelle.",
} as const;
