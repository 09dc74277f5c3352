import { productCardSchema } from "../../core/catalogue/catalogue-schemas.ts";
import type { ProductCardData } from "../../core/catalogue/catalogue-types.ts";
import { z } from "../../core/zod.ts";

const persistedShape = z.object({ items: z.array(productCardSchema).check(z.maxLength(500)) });

/** The persisted favourites if they are ours and well-formed (duplicates removed), else null. */
export function restoreWishlist(persisted: unknown): ProductCardData[] | null {
  const parsed = persistedShape.safeParse(persisted);
  if (!parsed.success) return null;
  return [...new Map(parsed.data.items.map((item) => [item.id, item])).values()];
}
