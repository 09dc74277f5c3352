import { COUNTRIES } from "../../../core/checkout/checkout-schema.ts";
import { DELIVERY_OPTIONS } from "../../../core/checkout/delivery.ts";
import { lineLabel } from "../../../core/checkout/line-label.ts";
import { formatPrice } from "../../../core/format.ts";
import { visibleLine, visibleLines } from "../../../core/text/invisible-characters.ts";
import type { ListedOrder, OrderState } from "./order-summary.ts";

const euros = (cents: number) => formatPrice(cents / 100);
const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** An order's state as the packer reads it (issue 51): only « à expédier » may leave the shop. */
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  "to-ship": "à expédier",
  cancelled: "annulée (ne pas expédier)",
  restocked: "remise en vente (ne pas expédier)",
  withdrawn: "rétractée (ne pas expédier)",
};

/**
 * Recent orders as the shop owner reads them in a terminal: one block per order, newest first, its state next to its
 * number. What the buyer typed (name, city, the gift's message) is escaped: it must not act on the terminal nor
 * forge a line (issue 51).
 */
export function formatOrdersReport(orders: readonly ListedOrder[], options: { toShipOnly?: boolean } = {}): string {
  if (orders.length === 0) {
    return options.toShipOnly ? "Aucune commande à expédier.\n" : "Aucune commande pour l'instant.\n";
  }
  const blocks = orders.map((order) => {
    const { address } = order;
    const codes = order.discountCodes.length > 0 ? ` · code ${order.discountCodes.map(visibleLine).join(", ")}` : "";
    return [
      `${order.number} · ${ORDER_STATE_LABELS[order.state]} · ${dateFormat.format(order.createdAt)} · ${visibleLine(order.customerName)} <${visibleLine(order.email)}> · ${euros(order.total)} · facture ${order.invoiceNumber}`,
      `  ${DELIVERY_OPTIONS[order.deliveryMethod].label} → ${visibleLine(address.postalCode)} ${visibleLine(address.city)}, ${COUNTRIES[address.country]}${codes}`,
      ...order.lines.map((line) => `  - ${visibleLine(lineLabel(line))} × ${line.quantity} : ${euros(line.lineTotal)}`),
      ...giftLines(order),
    ].join("\n");
  });
  const count = orders.length;
  const title = options.toShipOnly
    ? count === 1
      ? "1 commande à expédier"
      : `${count} commandes à expédier`
    : count === 1
      ? "1 commande récente"
      : `${count} commandes récentes`;
  return `${title} (la plus récente d'abord) :\n\n${blocks.join("\n\n")}\n`;
}

/** « C'est pour offrir » (issue 40): what the parcel's packer must read, the message on a line of its own. */
function giftLines(order: ListedOrder): string[] {
  const { gift } = order;
  if (!gift) return [];
  const price = gift.hidePrice ? " · sans le prix dans le colis" : "";
  return [
    `  Pour offrir${price}`,
    ...(gift.message ? [`  Message pour l'enfant : « ${visibleLines(gift.message).join(" / ")} »`] : []),
  ];
}
