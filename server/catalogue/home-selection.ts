import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { HOME_CHRISTMAS_FETCHED, HOME_CHRISTMAS_SHOWN } from "../../core/shop-constants.ts";
import { mulberry32 } from "./featured-order.ts";

/**
 * The random source of the Christmas order: drawn anew each minute, the same for every view within it. A home page
 * rendered once is then sent again for the rest of its minute (decision 028), and a visitor coming back later sees
 * another order.
 */
export function randomOfTheMinute(now: number = Date.now()): () => number {
  return mulberry32(Math.floor(now / 60_000));
}

/** docs/product.md §2: up to 12 products tagged noel, in random order, drawn from the first 50 of the catalogue. */
export function christmasSelection(
  catalogue: {
    firstProducts(count: number): ProductSummary[];
    hasTag(product: ProductSummary, tagSlug: string): boolean;
  },
  random: () => number = randomOfTheMinute(),
): ProductSummary[] {
  const tagged = catalogue.firstProducts(HOME_CHRISTMAS_FETCHED).filter((product) => catalogue.hasTag(product, "noel"));
  for (let i = tagged.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tagged[i], tagged[j]] = [tagged[j] as ProductSummary, tagged[i] as ProductSummary];
  }
  return tagged.slice(0, HOME_CHRISTMAS_SHOWN);
}
