import { COUNTRIES } from "../../../core/checkout/checkout-schema.ts";
import { DELIVERY_OPTIONS } from "../../../core/checkout/delivery.ts";
import { lineLabel } from "../../../core/checkout/line-label.ts";
import { formatPrice } from "../../../core/format.ts";
import type { OrderSummary } from "./order-summary.ts";

const euros = (cents: number) => formatPrice(cents / 100);
const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** Recent orders as the shop owner reads them in a terminal: one block per order, newest first. */
export function formatOrdersReport(orders: readonly OrderSummary[]): string {
  if (orders.length === 0) return "Aucune commande pour l'instant.\n";
  const blocks = orders.map((order) => {
    const { address } = order;
    const codes = order.discountCodes.length > 0 ? ` · code ${order.discountCodes.join(", ")}` : "";
    return [
      `${order.number} · ${dateFormat.format(order.createdAt)} · ${order.customerName} <${order.email}> · ${euros(order.total)}`,
      `  ${DELIVERY_OPTIONS[order.deliveryMethod].label} → ${address.postalCode} ${address.city}, ${COUNTRIES[address.country]}${codes}`,
      ...order.lines.map((line) => `  - ${lineLabel(line)} × ${line.quantity} : ${euros(line.lineTotal)}`),
      ...giftLines(order),
    ].join("\n");
  });
  const title = orders.length === 1 ? "1 commande récente" : `${orders.length} commandes récentes`;
  return `${title} (la plus récente d'abord) :\n\n${blocks.join("\n\n")}\n`;
}

/** « C'est pour offrir » (issue 40): what the parcel's packer must read, the message on a line of its own. */
function giftLines(order: OrderSummary): string[] {
  const { gift } = order;
  if (!gift) return [];
  const price = gift.hidePrice ? " · sans le prix dans le colis" : "";
  return [
    `  Pour offrir${price}`,
    ...(gift.message ? [`  Message pour l'enfant : « ${gift.message.replaceAll("\n", " / ")} »`] : []),
  ];
}
