import { sectionHref } from "./section-anchor.ts";
/**
 * What the assistant is, said where a visitor meets it (AI Act Art. 50(1) and (5), decision 014): it is automated,
 * and when a language model writes its answers (LLM_BASE_URL), that an artificial intelligence writes them.
 */
export type AssistantKind = { shopName: string; writtenByModel: boolean };

/** How the conversations are kept: the personal data section of the legal notices. */
export const CHAT_PRIVACY_PATH = sectionHref("/mentions-legales", "donnees-personnelles");
export const CHAT_PRIVACY_LINK_LABEL = "Comment vos messages sont conservés";

/** The line under the panel's title, always in view whatever the conversation's length. */
export function chatDisclosure(writtenByModel: boolean): string {
  return writtenByModel
    ? "Assistant automatique : réponses rédigées par une intelligence artificielle, à partir de notre FAQ et de notre catalogue."
    : "Assistant automatique, pas un conseiller : réponses tirées de notre FAQ et de notre catalogue.";
}

/** The assistant's first words, shown when the panel first opens and when a visitor says hello. */
export function chatGreeting({ shopName, writtenByModel }: AssistantKind): string {
  const what = writtenByModel
    ? `Je suis l'assistant automatique de ${shopName}, pas une personne : mes réponses sont rédigées par une intelligence artificielle, à partir de notre FAQ et de notre catalogue uniquement.`
    : `Je suis l'assistant automatique de ${shopName}, pas une personne : je réponds à partir de notre FAQ et de notre catalogue.`;
  return `Bonjour ! ${what} Je peux vous conseiller des livres (selon l'âge, le sujet ou votre budget) et répondre à vos questions sur la livraison, les retours, le paiement ou nos livres reconditionnés.\n\n[${CHAT_PRIVACY_LINK_LABEL}](${CHAT_PRIVACY_PATH})`;
}
