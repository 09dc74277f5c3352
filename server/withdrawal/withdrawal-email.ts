import type { WithdrawalInput } from "../../core/checkout/withdrawal-schema.ts";
import { RETURN_WINDOW_DAYS, WITHDRAWAL_REFUND_DAYS } from "../../core/shop-constants.ts";

/** Date and time to the second, in the shop's time zone: the acknowledgement must say when the withdrawal came. */
const receivedFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "full",
  timeStyle: "medium",
  timeZone: "Europe/Paris",
});

export function formatReceivedAt(date: Date): string {
  return `${receivedFormat.format(date)} (heure de Paris)`;
}

function declarationLines(input: WithdrawalInput): string[] {
  return [
    `Numéro de commande : ${input.orderNumber}`,
    `Nom : ${input.name}`,
    `E-mail : ${input.email}`,
    `Livres concernés : ${input.items === "" ? "toute la commande" : input.items}`,
  ];
}

/**
 * The acknowledgement on a durable medium (Code de la consommation L221-21, D221-5): the content of the withdrawal
 * and the date and time it was received, then what happens next.
 */
export function withdrawalReceiptEmail(
  input: WithdrawalInput,
  receivedAt: Date,
  shopName: string,
): { subject: string; textBody: string } {
  const lines = [
    `Bonjour ${input.name},`,
    "",
    `Nous accusons réception de votre rétractation du contrat de vente conclu avec ${shopName}.`,
    "",
    `Reçue le : ${formatReceivedAt(receivedAt)}`,
    "",
    "Contenu de votre déclaration :",
    "« Je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens ci-dessous. »",
    ...declarationLines(input).map((line) => `- ${line}`),
    "",
    "La suite :",
    `- Renvoyez-nous les livres au plus tard ${RETURN_WINDOW_DAYS} jours après cette rétractation ; nous vous envoyons un bordereau de retour prépayé.`,
    `- Nous vous remboursons la totalité des sommes versées, frais de livraison initiaux compris, au plus tard ${WITHDRAWAL_REFUND_DAYS} jours après aujourd'hui, par le moyen de paiement utilisé pour la commande. Nous pouvons attendre d'avoir reçu les livres, ou la preuve de leur expédition, avant de rembourser.`,
    "",
    "Gardez cet e-mail : il prouve la date de votre rétractation.",
    "",
    `L'équipe ${shopName}`,
  ];
  return {
    subject: `Accusé de réception de votre rétractation (commande ${input.orderNumber})`,
    textBody: `${lines.join("\n")}\n`,
  };
}

/** What the shop receives: the same declaration, with what it needs to act on it. */
export function withdrawalNoticeEmail(
  input: WithdrawalInput,
  receivedAt: Date,
  context: { shopName: string; mode: "local" | "shopify"; ipAddress: string },
): { subject: string; textBody: string } {
  const lines = [
    `Une rétractation a été déclarée sur le site ${context.shopName}.`,
    "",
    `Reçue le : ${formatReceivedAt(receivedAt)}`,
    ...declarationLines(input),
    `Adresse IP : ${context.ipAddress}`,
    "",
    context.mode === "local"
      ? "La commande a été retrouvée et marquée comme rétractée."
      : "Mode Shopify : vérifiez la commande dans l'administration Shopify, puis envoyez le bordereau de retour.",
    "",
    "Répondez directement à cet e-mail pour écrire au client.",
  ];
  return {
    subject: `[${context.shopName}] Rétractation : commande ${input.orderNumber}`,
    textBody: `${lines.join("\n")}\n`,
  };
}
