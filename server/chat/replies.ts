import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { formatPrice } from "../../core/format.ts";
import { chatGreeting } from "../../core/help/chat-greeting.ts";
import type { BookCriteria } from "./book-criteria.ts";
import type { Recommendation } from "./book-recommender.ts";
import type { FaqIntent } from "./intents.ts";

/**
 * The assistant's French wording. Links are written `[texte](/chemin)`: the widget turns same-site paths into real
 * links and leaves anything else as text.
 */
export const REPLIES = {
  greeting: chatGreeting,
  greetingPrefix: "Bonjour ! ",
  thanks: "Avec plaisir ! N'hésitez pas si vous avez une autre question. Bonne lecture !",
  unclear:
    "Je n'ai pas bien compris votre demande. Je peux vous recommander des livres : dites-moi l'âge de l'enfant, un sujet ou un budget (par exemple « un livre sur les dinosaures pour 5 ans »). Je réponds aussi à vos questions sur la livraison, les retours, le paiement et le reconditionnement. Que cherchez-vous ?",
  askBookDetails:
    "Avec plaisir ! Pour quel âge cherchez-vous un livre, et sur quel sujet (dinosaures, princesses, véhicules, animaux…) ? Vous pouvez aussi m'indiquer un budget, par exemple « moins de 10 euros ».",
  faqMore: "Plus de détails dans notre [FAQ](/faq).",
  faqMissing: (supportEmail: string) =>
    `Je n'ai pas de réponse toute prête à cette question. Notre service client vous répondra : écrivez-nous via le [formulaire de contact](/contact) ou à ${supportEmail}.`,
} as const;

/** A link to the page that says more about a FAQ topic, when the shop has one. */
export const FAQ_TOPIC_LINKS: Partial<Record<FaqIntent, string>> = {
  contact: "Écrivez-nous via le [formulaire de contact](/contact).",
  refurbishing: "Découvrez [notre démarche de reconditionnement](/reconditionnement).",
  payment: "En savoir plus sur le [paiement sécurisé](/paiement-securise).",
};

/** 'sur le thème « Dinosaures » pour les 4-6 ans à moins de 10,00 €' */
export function describeCriteria(criteria: BookCriteria): string {
  const parts: string[] = [];
  if (criteria.subject) parts.push(`sur le thème « ${criteria.subject.label} »`);
  else if (criteria.topic) parts.push(`sur « ${criteria.topic} »`);
  if (criteria.theme) parts.push(`dans la catégorie « ${criteria.theme.label} »`);
  if (criteria.age) parts.push(`pour les ${criteria.age.label}`);
  if (criteria.schoolLevel) parts.push(`niveau ${criteria.schoolLevel.label}`);
  if (criteria.maxPrice !== undefined) parts.push(`à moins de ${formatPrice(criteria.maxPrice)}`);
  return parts.join(" ");
}

function availability(product: ProductSummary): string {
  return product.availableForSale ? "disponible" : "épuisé pour le moment";
}

export function bookLine(product: ProductSummary): string {
  return `- [${product.title}](/produit/${product.handle}) — ${formatPrice(product.price)} — ${availability(product)}`;
}

export function recommendationReply(criteria: BookCriteria, recommendation: Recommendation): string {
  const asked = describeCriteria(criteria);
  const { products, dropped, total, moreHref } = recommendation;
  if (products.length === 0) {
    return `Je n'ai trouvé aucun livre ${asked} pour le moment. Essayez un autre sujet ou un autre âge, ou parcourez [nos livres par âge](/age).`;
  }
  const lines: string[] = [];
  if (dropped.length > 0) {
    const kept = { ...criteria };
    for (const key of dropped) delete kept[key];
    lines.push(
      `Je n'ai trouvé aucun livre ${asked}. Voici ce qui s'en rapproche le plus, ${describeCriteria(kept) || "dans notre catalogue"} :`,
    );
  } else if (products.length === 1) {
    lines.push(`Voici le seul livre que j'ai trouvé ${asked} :`);
  } else {
    lines.push(`Voici ${products.length} livres ${asked} :`);
  }
  lines.push(...products.map(bookLine));
  if (total > products.length) lines.push(`[Voir les ${total} livres correspondants](${moreHref})`);
  return lines.join("\n");
}
