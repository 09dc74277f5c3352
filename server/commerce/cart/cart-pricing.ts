import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/connection.ts";
import { type CartLineRecord, products, productVariants } from "../../db/schema.ts";
import { applyDiscounts, type DiscountOutcome, readDiscountRules } from "../discounts.ts";
import { type Cents, centsOf } from "../money.ts";

/** A variant as a cart sees it: what it costs and how much of it may be sold. */
export type CartVariant = {
  id: number;
  productTitle: string;
  variantTitle: string;
  price: Cents;
  compareAtPrice: Cents | null;
  inventoryQuantity: number;
  inventoryPolicy: "deny" | "continue";
  inventoryTracked: boolean;
};

export type PricedLine = CartLineRecord & { variant: CartVariant; lineTotal: Cents };

export type PricedCart = {
  lines: PricedLine[];
  totalQuantity: number;
  subtotal: Cents;
  discounts: DiscountOutcome;
};

/** Published variants of published products by id; a variant absent from the map is not for sale. */
export async function readCartVariants(db: Database, ids: readonly number[]): Promise<Map<number, CartVariant>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: productVariants.id,
      productTitle: products.title,
      variantTitle: productVariants.title,
      price: productVariants.price,
      compareAtPrice: productVariants.compareAtPrice,
      inventoryQuantity: productVariants.inventoryQuantity,
      inventoryPolicy: productVariants.inventoryPolicy,
      inventoryTracked: productVariants.inventoryTracked,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(eq(products.published, true), eq(productVariants.published, true), inArray(productVariants.id, [...ids])),
    );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        price: centsOf(row.price),
        compareAtPrice: row.compareAtPrice === null ? null : centsOf(row.compareAtPrice),
      },
    ]),
  );
}

/** Prices lines whose variants are all known (the caller checked), then applies the codes to the subtotal. */
export function priceLines(
  lines: readonly CartLineRecord[],
  variants: ReadonlyMap<number, CartVariant>,
  discounts: (subtotal: Cents) => DiscountOutcome,
): PricedCart {
  const priced = lines.map((line) => {
    const variant = variants.get(line.variantId);
    if (!variant) throw new Error(`Variante ${line.variantId} absente du prix du panier`);
    return { ...line, variant, lineTotal: variant.price * line.quantity };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
  const totalQuantity = priced.reduce((sum, line) => sum + line.quantity, 0);
  return { lines: priced, totalQuantity, subtotal, discounts: discounts(subtotal) };
}

/**
 * Reads a cart's variants and codes from the database and prices it: what cartCreate answers and what the checkout
 * charges come from the same code. Null when a variant is no longer for sale.
 */
export async function priceStoredCart(
  db: Database,
  lines: readonly CartLineRecord[],
  codes: readonly string[],
  now: Date,
): Promise<PricedCart | null> {
  const variants = await readCartVariants(
    db,
    lines.map((line) => line.variantId),
  );
  if (lines.some((line) => !variants.has(line.variantId))) return null;
  const rules = await readDiscountRules(db, codes);
  return priceLines(lines, variants, (subtotal) => applyDiscounts(subtotal, codes, rules, now));
}
