import { CART_MESSAGES } from "../../../core/messages/cart.ts";

export type StockVerdict = { title: string; description: string } | null;
export type KnownStock = { availableForSale: boolean; quantityAvailable: number };

/**
 * docs/product.md §5: why `wanted` copies of a variant cannot be in the cart (the whole line after the change), or null when
 * they can. An addition and a quantity update word unavailability differently.
 */
export function stockRefusal(stock: KnownStock, wanted: number, change: "add" | "update"): StockVerdict {
  const M = CART_MESSAGES;
  if (!stock.availableForSale || stock.quantityAvailable <= 0) {
    return { title: M.unavailableTitle, description: change === "add" ? M.unavailableOnAdd : M.unavailableOnUpdate };
  }
  if (wanted > stock.quantityAvailable) {
    return { title: M.limitedStockTitle, description: M.limitedStock(stock.quantityAvailable) };
  }
  return null;
}
