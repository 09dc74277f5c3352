import { z } from "zod";
import type { AdminClient } from "./admin-client.ts";

/** An order as the withdrawal function shows it: its number as the store writes it, its date and its books. */
export type FoundOrder = { number: string; orderedAt: Date; books: string[] };

/**
 * An Admin API document, not a Storefront one: the Storefront contract test leaves it out (no `#graphql` mark), as
 * the Admin schema is not shipped here.
 */
export const ORDERS_NAMED_QUERY = `
  query OrdersNamed($query: String!) {
    orders(first: 5, query: $query) {
      nodes {
        name
        email
        createdAt
        lineItems(first: 50) { nodes { title variantTitle quantity } }
      }
    }
  }
`;

const ordersShape = z.object({
  orders: z.object({
    nodes: z.array(
      z.object({
        name: z.string(),
        email: z.string().nullable(),
        createdAt: z.string(),
        lineItems: z.object({
          nodes: z.array(z.object({ title: z.string(), variantTitle: z.string().nullable(), quantity: z.number() })),
        }),
      }),
    ),
  }),
});

/** A value inside Shopify's search syntax, quoted: what the consumer typed cannot add a term of its own. */
function quoted(value: string): string {
  return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/**
 * The Shopify order a withdrawal names, found by its number (`#1042` or `1042`, as the confirmation e-mail shows it)
 * and matched on the buyer's e-mail, both without case, as local mode matches its own orders: the number alone reveals
 * nothing. Null when no order has both. Needs an Admin API token with `read_orders` (README).
 */
export function createShopifyOrderLookup(admin: AdminClient) {
  return async (input: { orderNumber: string; email: string }): Promise<FoundOrder | null> => {
    const bare = input.orderNumber.trim().replace(/^#/, "");
    const query = `name:${quoted(`#${bare}`)} OR name:${quoted(bare)}`;
    const { orders } = await admin.query(ORDERS_NAMED_QUERY, { query }, ordersShape);
    const order = orders.nodes.find(
      (node) =>
        node.name.replace(/^#/, "").toUpperCase() === bare.toUpperCase() &&
        node.email?.toLowerCase() === input.email.trim().toLowerCase(),
    );
    if (!order) return null;
    return {
      number: order.name,
      orderedAt: new Date(order.createdAt),
      books: order.lineItems.nodes.map((line) => {
        const variant = line.variantTitle && line.variantTitle !== "Default Title" ? ` (${line.variantTitle})` : "";
        return `${line.title}${variant} × ${line.quantity}`;
      }),
    };
  };
}

export type ShopifyOrderLookup = ReturnType<typeof createShopifyOrderLookup>;
