import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/connection.ts";
import { productImages, productVariants } from "../../db/schema.ts";
import { CART_LIMITS } from "../cart/cart-limits.ts";
import type { ElementBounds } from "./document-guard.ts";

/** What the cost guard assumes before the catalogue was measured: a cart's lines, nothing else bounded. */
const UNMEASURED: ElementBounds = { lines: CART_LIMITS.maxLines };

/**
 * The most elements each connection of the local catalogue can hold (document-guard.ts): the largest number of copies
 * (published variants) and of pictures of any book, and a cart's lines. Measured at start and again after each change
 * that may add copies (an import: a products-changed event naming no product); a sale changes none.
 */
export function createCatalogueBounds(db: Database) {
  let current: ElementBounds = UNMEASURED;
  return {
    current: (): ElementBounds => current,
    async refresh(): Promise<void> {
      const [copies] = await db
        .select({ n: count() })
        .from(productVariants)
        .where(eq(productVariants.published, true))
        .groupBy(productVariants.productId)
        .orderBy(desc(count()))
        .limit(1);
      const [pictures] = await db
        .select({ n: count() })
        .from(productImages)
        .groupBy(productImages.productId)
        .orderBy(desc(count()))
        .limit(1);
      const images = Math.max(1, pictures?.n ?? 1);
      current = { ...UNMEASURED, variants: Math.max(1, copies?.n ?? 1), images, media: images };
    },
  };
}

export type CatalogueBounds = ReturnType<typeof createCatalogueBounds>;
