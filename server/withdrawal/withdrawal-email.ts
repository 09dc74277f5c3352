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

/** What the receipt says of a declaration: the facts the shop holds, and the declaration as typed, made inert. */
export type ReceiptFacts = {
  /** The withdrawal's number, as `npm run withdrawals` lists it (#12). */
  reference: number;
  /** The order's number as the shop found it (local mode, or Shopify with an Admin token); null when unchecked. */
  orderNumber: string | null;
  /** No books named: the whole order. */
  wholeOrder: boolean;
  /** The declaration as typed: the law asks for its content in the receipt (D221-5). */
  declaration: Pick<WithdrawalInput, "orderNumber" | "name" | "items">;
};

/** What a stranger could use the shop's mail for, in a text typed in the form: links, addresses, phone numbers. */
const LINK_LIKE = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+|\b[\w-]+\.(?:com|fr|net|org|io|be|info|biz|xyz|ru|cn)\b\S*/gi;
const NUMBER_LIKE = /\+?\d[\d\s.-]{5,}\d/g;
/** An order number as shops write them (#1001, BQ-7K3M9Q): anything else typed there is not repeated. */
const ORDER_NUMBER_SHAPE = /^#?[A-Za-z0-9][A-Za-z0-9-]{0,23}$/;

/** A typed text as the receipt repeats it: its links, addresses and phone numbers left out, said so. */
function inert(text: string): string {
  return text.replace(LINK_LIKE, "[lien retiré]").replace(NUMBER_LIKE, "[numéro retiré]");
}

/**
 * The content of the declaration (D221-5), as the receipt may repeat it to an address anyone can type: the order
 * number only in an order number's shape, the name and the books without links, addresses or phone numbers, so the
 * shop's mail carries no stranger's call to action (issue 51).
 */
function declarationInReceipt(declaration: ReceiptFacts["declaration"], wholeOrder: boolean): string[] {
  const orderNumber = declaration.orderNumber.trim();
  return [
    "Votre déclaration, telle que reçue :",
    `- Commande indiquée : ${ORDER_NUMBER_SHAPE.test(orderNumber) ? orderNumber : "[numéro non repris : voir la référence]"}`,
    `- Nom : ${inert(declaration.name)}`,
    `- Livres concernés : ${wholeOrder ? "toute la commande" : inert(declaration.items)}`,
    "- Déclaration : je me rétracte du contrat de vente de ces livres.",
  ];
}

/**
 * The acknowledgement on a durable medium (Code de la consommation L221-21, D221-5): that the withdrawal is recorded,
 * the date and time it was received, the content of the declaration, then what happens next. Anyone can type any
 * address in the form, so the content is repeated inert (issues 43 and 51): no link, no address, no phone number, an
 * order number only in an order number's shape (decision 014, update of 29 November 2026).
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
    ...(facts.orderNumber ? [`Commande retrouvée : ${facts.orderNumber}`] : []),
    "",
    ...declarationInReceipt(facts.declaration, facts.wholeOrder),
    "",
    "Nous conservons la déclaration telle qu'elle a été saisie sur le site ; répondez à cet e-mail en rappelant sa référence pour la corriger.",
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
