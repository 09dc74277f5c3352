import { useCallback } from "react";
import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { variantNumber } from "../../../core/catalogue/handle.ts";
import type { QuickViewData } from "../../../core/catalogue/product-page-types.ts";
import type { AddToCartRequest } from "../../lib/cart/add-to-cart.ts";
import { cheapestForSale } from "../../lib/product/variant-choice.ts";
import { toCartProduct } from "../../stores/cart-lines.ts";
import { useAddToCart } from "../cart/use-add-to-cart.ts";
import { fetchQuickView } from "./fetch-quick-view.ts";

/** A book the server no longer knows (or cannot describe) is refused as unavailable (docs/product.md §5). */
const GONE = { availableForSale: false, quantityAvailable: 0 };

/**
 * A card's 'Ajouter au panier' (docs/product.md §2, §5): one copy of the book, the cheapest for sale (the price the card shows
 * after « dès »), refused when none is. The card only knows a summary, so the copy's title, options, price and stock
 * come from the server.
 */
export function useQuickAdd(): (product: ProductCardData) => Promise<boolean> {
  const addToCart = useAddToCart();
  return useCallback(
    async (product: ProductCardData) => {
      const view = await fetchQuickView(product.handle).catch(() => null);
      return addToCart(quickAddRequest(product, view));
    },
    [addToCart],
  );
}

/**
 * The line a card adds, from the server's answer about its book (null: gone or unreadable); `wanted` is what
 * `/panier?ajouter=…` asks for: a copy by its number (else the card's) and a quantity (else one).
 */
export function quickAddRequest(
  product: ProductCardData,
  view: QuickViewData | null,
  wanted: { variant: string | null; quantity: number } = { variant: null, quantity: 1 },
): AddToCartRequest {
  const variants = view?.product.variants ?? [];
  const variant =
    (wanted.variant ? variants.find((candidate) => variantNumber(candidate.id) === wanted.variant) : undefined) ??
    cheapestForSale(variants) ??
    variants[0];
  if (!view || !variant) {
    return {
      product: toCartProduct(product),
      variantId: product.firstVariantId ?? "",
      variantTitle: "",
      price: product.price,
      quantity: wanted.quantity,
      selectedOptions: [],
      knownStock: GONE,
    };
  }
  const stock = view.stock[variant.id];
  return {
    product: toCartProduct(product),
    variantId: variant.id,
    variantTitle: variant.title,
    price: variant.price,
    quantity: wanted.quantity,
    selectedOptions: variant.selectedOptions,
    knownStock: variant.availableForSale ? (stock ?? GONE) : GONE,
  };
}
