import type { PricedCart, PricedLine } from "../cart/cart-pricing.ts";
import type { StoredCart } from "../cart/cart-store.ts";
import { type Cents, decimalOf } from "../money.ts";
import { type GraphQLSource, variantNode } from "./catalogue-nodes.ts";
import { type ConnectionArgs, paginateList } from "./connections.ts";
import type { StorefrontContext } from "./storefront-context.ts";
import { dateTime, gid, money } from "./storefront-values.ts";

type Attribute = { key: string; value: string };

/** The hosted checkout of this service for a cart: an absolute URL on the site's own origin. */
export function checkoutUrlOf(cartId: string, siteUrl: string): string {
  return new URL(`/commande/${encodeURIComponent(cartId)}`, siteUrl).toString();
}

function amount(cents: Cents) {
  return money(decimalOf(cents));
}

function attributeLookup(attributes: readonly Attribute[]) {
  return ({ key }: { key: string }) => attributes.find((attribute) => attribute.key === key) ?? null;
}

/** A stored, priced cart in Shopify's `Cart` shape. */
export function cartNode(cart: StoredCart, priced: PricedCart, context: StorefrontContext): GraphQLSource {
  const { discounts } = priced;
  return {
    __typename: "Cart",
    id: gid("Cart", cart.id),
    checkoutUrl: checkoutUrlOf(cart.id, context.siteUrl),
    createdAt: dateTime(cart.createdAt),
    updatedAt: dateTime(cart.createdAt),
    note: cart.note,
    totalQuantity: priced.totalQuantity,
    attributes: cart.attributes,
    attribute: attributeLookup(cart.attributes),
    cost: {
      subtotalAmount: amount(priced.subtotal),
      subtotalAmountEstimated: false,
      totalAmount: amount(discounts.total),
      totalAmountEstimated: false,
      checkoutChargeAmount: amount(discounts.total),
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    },
    discountCodes: discounts.codes,
    discountAllocations: discounts.allocations.map((allocation) => ({
      __typename: "CartCodeDiscountAllocation",
      code: allocation.code,
      discountedAmount: amount(allocation.amount),
      targetType: "LINE_ITEM",
    })),
    lines: (args: ConnectionArgs) => {
      const page = paginateList(priced.lines, args, "lines", {
        sort: "POSITION",
        key: (line) => priced.lines.indexOf(line),
        id: (line) => line.variantId,
      });
      const edges = page.edges.map((edge) => ({
        cursor: edge.cursor,
        node: cartLineNode(cart.id, edge.node, context),
      }));
      return { edges, nodes: edges.map((edge) => edge.node), pageInfo: page.pageInfo };
    },
  };
}

function cartLineNode(cartId: string, line: PricedLine, context: StorefrontContext): GraphQLSource {
  const attributes = line.attributes ?? [];
  return {
    __typename: "CartLine",
    id: gid("CartLine", `${cartId}-${line.variantId}`),
    quantity: line.quantity,
    attributes,
    attribute: attributeLookup(attributes),
    // Order-level codes are allocated on the cart, not on its lines.
    discountAllocations: [],
    cost: {
      amountPerQuantity: amount(line.variant.price),
      compareAtAmountPerQuantity: line.variant.compareAtPrice === null ? null : amount(line.variant.compareAtPrice),
      subtotalAmount: amount(line.lineTotal),
      totalAmount: amount(line.lineTotal),
    },
    merchandise: async () => {
      const variant = await context.catalogue.variantById.load(line.variantId);
      return variant ? variantNode(variant, context) : null;
    },
  };
}
