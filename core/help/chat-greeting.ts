/** The assistant's first words, shown when the panel first opens and when a visitor says hello. */
export function chatGreeting(shopName: string): string {
  return `Bonjour ! Je suis l'assistant de ${shopName}. Je peux vous conseiller des livres (selon l'âge, le sujet ou votre budget) et répondre à vos questions sur la livraison, les retours, le paiement ou nos livres reconditionnés.`;
}
