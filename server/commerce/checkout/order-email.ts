import { COUNTRIES } from "../../../core/checkout/checkout-schema.ts";
import { DELIVERY_OPTIONS } from "../../../core/checkout/delivery.ts";
import { lineLabel } from "../../../core/checkout/line-label.ts";
import { formatPrice } from "../../../core/format.ts";
import { RETURN_WINDOW_DAYS } from "../../../core/shop-constants.ts";
import type { OrderSummary } from "./order-summary.ts";

const euros = (cents: number) => formatPrice(cents / 100);

/** The order confirmation e-mail, plain French text: what was bought, what was paid, where it goes. */
export function orderConfirmationEmail(
  order: OrderSummary,
  shopName: string,
  siteUrl?: string,
): { subject: string; textBody: string } {
  const delivery = DELIVERY_OPTIONS[order.deliveryMethod];
  const address = order.address;
  const lines = [
    `Bonjour ${order.customerName},`,
    "",
    `Merci pour votre commande n° ${order.number} chez ${shopName}. Nous la préparons avec soin.`,
    "",
    "Récapitulatif :",
    ...order.lines.map((line) => `- ${lineLabel(line)} × ${line.quantity} : ${euros(line.lineTotal)}`),
    "",
    `Sous-total : ${euros(order.subtotal)}`,
    ...(order.discount > 0 ? [`Remise (${order.discountCodes.join(", ")}) : -${euros(order.discount)}`] : []),
    `Livraison (${delivery.label}) : ${order.shipping === 0 ? "offerte" : euros(order.shipping)}`,
    `Total payé : ${euros(order.total)}`,
    "",
    ...giftLines(order),
    "Adresse de livraison :",
    order.customerName,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    `${address.postalCode} ${address.city}`,
    COUNTRIES[address.country],
    "",
    "Livraison en 4 à 7 jours ouvrés ; le lien de suivi vous sera envoyé par e-mail et SMS à l'expédition.",
    `Paiement de test (référence ${order.paymentReference}) : aucune somme réelle n'a été débitée.`,
    "",
    `Vous pouvez vous rétracter pendant ${RETURN_WINDOW_DAYS} jours à compter de la réception de votre commande, sans avoir à vous justifier.`,
    siteUrl
      ? `Renoncer au contrat ici : ${withdrawalLink(siteUrl, order.number)}`
      : "Renoncer au contrat : lien « Renoncer au contrat ici » en bas de chaque page de notre site.",
    "",
    `L'équipe ${shopName}`,
  ];
  return { subject: `Confirmation de votre commande ${order.number}`, textBody: `${lines.join("\n")}\n` };
}

/** « C'est pour offrir » (issue 40), as the buyer chose it: the message is copied as typed, plain text. */
function giftLines(order: OrderSummary): string[] {
  const { gift } = order;
  if (!gift) return [];
  return [
    "C'est pour offrir :",
    gift.message ? `Message pour l'enfant, glissé dans le colis : « ${gift.message} »` : "Sans message.",
    ...(gift.hidePrice ? ["Le prix ne figurera pas dans le colis."] : []),
    "",
  ];
}

/** The withdrawal function with the order number filled in (an e-mail needs an absolute address). */
export function withdrawalLink(siteUrl: string, orderNumber: string): string {
  return `${siteUrl}/retractation?commande=${encodeURIComponent(orderNumber)}`;
}
