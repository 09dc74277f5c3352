import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import type { Database } from "../db/connection.ts";
import { shopifyInventoryItems } from "../db/schema.ts";
import type { AdminClient } from "../shopify-admin/admin-client.ts";

/**
 * An Admin API document, not a Storefront one: the Storefront contract test leaves it out (no `#graphql` mark), as
 * the Admin schema is not shipped here.
 */
export const INVENTORY_ITEM_PRODUCT_QUERY = `
  query InventoryItemProduct($id: ID!) {
    inventoryItem(id: $id) { variant { product { id } } }
  }
`;

const inventoryItemShape = z.object({
  inventoryItem: z.object({ variant: z.object({ product: z.object({ id: z.string() }) }).nullable() }).nullable(),
});

/**
 * A product webhook's payload, as far as the items go: the product and its variants' inventory items, their ids as the
 * digits Shopify wrote (the route keeps them as strings: they may not fit a JavaScript number).
 */
const shopifyId = z.string().regex(/^[1-9]\d{0,29}$/);
const productPayload = z.object({
  id: shopifyId,
  variants: z.array(z.object({ inventory_item_id: shopifyId })).max(2_000),
});

/**
 * Which products an inventory item belongs to. A stock webhook (`inventory_levels/update`) names only its item, which
 * the Storefront API does not know: the shop learns each item's product from the product webhooks (every variant
 * carries its `inventory_item_id`), stored for every instance, and asks the Admin API for an item it has not seen yet
 * when a token allows (SHOPIFY_ADMIN_TOKEN, `read_products`).
 */
export function createInventoryProducts(options: {
  db: Database;
  admin?: AdminClient | undefined;
  logError?: (message: string) => void;
}) {
  const { db, admin } = options;
  const logError = options.logError ?? ((message: string) => console.error(message));

  async function remember(items: ReadonlyArray<{ inventoryItemId: string; productId: string }>) {
    if (items.length === 0) return;
    await db
      .insert(shopifyInventoryItems)
      .values(items.map((item) => ({ ...item })))
      .onConflictDoUpdate({
        target: shopifyInventoryItems.inventoryItemId,
        set: { productId: sql`excluded.product_id`, updatedAt: sql`now()` },
      });
  }

  return {
    /** Learns the items of a product from a `products/create` or `products/update` payload; ignores any other body. */
    async learn(payload: unknown): Promise<void> {
      const parsed = productPayload.safeParse(payload);
      if (!parsed.success) return;
      const productId = `gid://shopify/Product/${parsed.data.id}`;
      await remember(
        parsed.data.variants.map((variant) => ({ inventoryItemId: variant.inventory_item_id, productId })),
      );
    },

    /** The Storefront ids of the item's products, or `null` when nobody can tell (then the caller reads them all). */
    async productsOf(inventoryItemId: string): Promise<string[] | null> {
      const [known] = await db
        .select({ productId: shopifyInventoryItems.productId })
        .from(shopifyInventoryItems)
        .where(eq(shopifyInventoryItems.inventoryItemId, inventoryItemId));
      if (known) return [known.productId];
      if (!admin) return null;
      try {
        const { inventoryItem } = await admin.query(
          INVENTORY_ITEM_PRODUCT_QUERY,
          { id: `gid://shopify/InventoryItem/${inventoryItemId}` },
          inventoryItemShape,
        );
        const productId = inventoryItem?.variant?.product.id;
        if (!productId) return null;
        await remember([{ inventoryItemId, productId }]);
        return [productId];
      } catch (error) {
        logError(`[webhooks] produit de l'article de stock ${inventoryItemId} introuvable : ${errorSummary(error)}`);
        return null;
      }
    },
  };
}

export type InventoryProducts = ReturnType<typeof createInventoryProducts>;
