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

/** The declaration as typed: for the shop's own mailbox only, never for the address typed in the form. */
function declarationLines(input: WithdrawalInput): string[] {
  return [
    `Numéro de commande : ${input.orderNumber}`,
    `Nom : ${input.name}`,
    `E-mail : ${input.email}`,
    `Livres concernés : ${input.items === "" ? "toute la commande" : input.items}`,
  ];
}

/** What the receipt may say of a declaration: only facts the shop holds, never a word the sender typed. */
export type ReceiptFacts = {
  /** The withdrawal's number, as `npm run withdrawals` lists it (#12). */
  reference: number;
  /** The order's number as the shop found it (local mode, or Shopify with an Admin token); null when unchecked. */
  orderNumber: string | null;
  /** No books named: the whole order. */
  wholeOrder: boolean;
};

/**
 * The acknowledgement on a durable medium (Code de la consommation L221-21, D221-5): that the withdrawal is recorded,
 * the date and time it was received, then what happens next. Anyone can type any address in the form, so nothing the
 * sender typed goes in the mail (issues 43 and 51): no name, no list of books, an order number only once the shop
 * found the order. The declaration as typed is kept by the shop under the reference, which the consumer can quote.
 */
export function withdrawalReceiptEmail(
  facts: ReceiptFacts,
  receivedAt: Date,
  shopName: string,
): { subject: string; textBody: string } {
  const lines = [
    "Bonjour,",
    "",
    `Nous accusons réception d'une rétractation du contrat de vente conclu avec ${shopName}, déclarée sur notre site avec votre adresse e-mail. Elle est enregistrée.`,
    "",
    `Reçue le : ${formatReceivedAt(receivedAt)}`,
    `Référence de la déclaration : #${facts.reference}`,
    ...(facts.orderNumber ? [`Commande : ${facts.orderNumber}`] : []),
    `Livres concernés : ${facts.wholeOrder ? "toute la commande" : "ceux indiqués dans la déclaration"}`,
    "",
    "Nous conservons la déclaration telle qu'elle a été saisie sur le site ; répondez à cet e-mail en rappelant sa référence pour en recevoir le contenu ou le corriger.",
    "",
    "La suite :",
    `- Renvoyez-nous les livres au plus tard ${RETURN_WINDOW_DAYS} jours après cette rétractation ; nous vous envoyons un bordereau de retour prépayé.`,
    `- Nous vous remboursons la totalité des sommes versées, frais de livraison initiaux compris, au plus tard ${WITHDRAWAL_REFUND_DAYS} jours après aujourd'hui, par le moyen de paiement utilisé pour la commande. Nous pouvons attendre d'avoir reçu les livres, ou la preuve de leur expédition, avant de rembourser.`,
    "",
    "Gardez cet e-mail : il prouve la date de votre rétractation.",
    "Si vous n'êtes pas à l'origine de cette déclaration, ignorez cet e-mail ou répondez-y pour nous le dire.",
    "",
    `L'équipe ${shopName}`,
  ];
  return {
    subject: facts.orderNumber
      ? `Accusé de réception de votre rétractation (commande ${facts.orderNumber})`
      : "Accusé de réception de votre rétractation",
    textBody: `${lines.join("\n")}\n`,
  };
}

/**
 * What the shop receives: the same declaration, with what it needs to act on it — whether the order was found, and
 * whether the consumer's receipt went out (an address gets a few a day at most).
 */
export function withdrawalNoticeEmail(
  input: WithdrawalInput,
  receivedAt: Date,
  context: {
    shopName: string;
    mode: "local" | "shopify";
    ipAddress: string;
    verified: boolean;
    receiptSent: boolean;
    reference: number;
  },
): { subject: string; textBody: string } {
  const lines = [
    `Une rétractation a été déclarée sur le site ${context.shopName}.`,
    "",
    `Reçue le : ${formatReceivedAt(receivedAt)}`,
    `Référence : #${context.reference} (npm run withdrawals)`,
    ...declarationLines(input),
    `Adresse IP : ${context.ipAddress}`,
    "",
    orderLine(context),
    context.receiptSent
      ? "L'accusé de réception a été envoyé au client."
      : "L'accusé de réception n'a pas été envoyé : cette adresse en a déjà reçu trois aujourd'hui. Si la déclaration est sincère, envoyez-le vous-même.",
    "",
    "Répondez directement à cet e-mail pour écrire au client.",
  ];
  return {
    subject: context.verified
      ? `[${context.shopName}] Rétractation : commande ${input.orderNumber}`
      : `[${context.shopName}] Rétractation à vérifier`,
    textBody: `${lines.join("\n")}\n`,
  };
}

function orderLine(context: { mode: "local" | "shopify"; verified: boolean }): string {
  if (context.mode === "local") return "La commande a été retrouvée et marquée comme rétractée.";
  return context.verified
    ? "Mode Shopify : la commande a été retrouvée dans Shopify (numéro et e-mail) ; envoyez le bordereau de retour."
    : "Mode Shopify : vérifiez la commande dans l'administration Shopify, puis envoyez le bordereau de retour.";
}
