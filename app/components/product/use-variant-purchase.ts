import { useState } from "react";
import type { VariantStock } from "../../../core/cart/cart-schemas.ts";
import type { ProductSummary } from "../../../core/catalogue/catalogue-types.ts";
import { clampQuantity, maxQuantity } from "../../lib/product/product-quantity.ts";
import { toCartProduct } from "../../stores/cart-lines.ts";
import { useAddToCart } from "../cart/use-add-to-cart.ts";

type PurchasableVariant = {
  id: string;
  title: string;
  price: number;
  availableForSale: boolean;
  selectedOptions: Array<{ name: string; value: string }>;
};

/**
 * The buying state shared by the product page and the quick view: a quantity from 1, kept within the variant's real
 * stock (lowered when above it, docs/product.md §4), and the addition to the cart with that stock already known.
 */
export function useVariantPurchase(
  product: Pick<ProductSummary, "id" | "handle" | "title" | "vendor" | "image">,
  variant: PurchasableVariant | undefined,
  variantStock: VariantStock | undefined,
) {
  const [wanted, setWanted] = useState(1);
  const [busy, setBusy] = useState(false);
  const addToCart = useAddToCart();
  const max = maxQuantity(variantStock);
  const forSale = Boolean(variant?.availableForSale) && max > 0;
  const quantity = clampQuantity(wanted, max);

  async function add() {
    if (!variant || !forSale) return;
    setBusy(true);
    try {
      await addToCart({
        product: toCartProduct(product),
        variantId: variant.id,
        variantTitle: variant.title,
        price: variant.price,
        quantity,
        selectedOptions: variant.selectedOptions,
        ...(variantStock ? { knownStock: variantStock } : {}),
      });
    } finally {
      setBusy(false);
    }
  }

  return { max, forSale, quantity, setQuantity: setWanted, busy, add };
}
