import type { ProductSummary } from "../../lib/catalogue-types.ts";
import type { CartProduct } from "../../stores/cart-store.ts";

/** The part of a catalogue product a cart line keeps (cart-api.md `CartProduct`). */
export function cartProductOf(
  product: Pick<ProductSummary, "id" | "handle" | "title" | "vendor" | "image">,
): CartProduct {
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    featuredImage: product.image,
  };
}
