import type { ProductVariant } from "../../../core/catalogue/catalogue-types.ts";
import { variantNumber } from "../../../core/catalogue/handle.ts";

type ProductOption = { name: string; values: string[] };
type ChoosableVariant = Pick<ProductVariant, "id" | "availableForSale" | "selectedOptions">;

/** The options a visitor chooses between: one with a single value (Shopify's 'Title' of a simple book) is none. */
export function choosableOptions(options: readonly ProductOption[]): ProductOption[] {
  return options.filter((option) => option.values.length > 1);
}

export function optionValue(variant: ChoosableVariant, name: string): string | undefined {
  return variant.selectedOptions.find((option) => option.name === name)?.value;
}

/**
 * The copy a visitor gets by choosing `value` for option `name`: among the copies with that value, the one keeping
 * most of the other current choices, then one for sale; undefined when no copy has that value.
 */
export function variantAfterChoosing<V extends ChoosableVariant>(
  variants: readonly V[],
  current: ChoosableVariant | undefined,
  name: string,
  value: string,
): V | undefined {
  const kept = (variant: V) =>
    current?.selectedOptions.filter(
      (option) => option.name !== name && optionValue(variant, option.name) === option.value,
    ).length ?? 0;
  const score = (variant: V) => kept(variant) * 2 + (variant.availableForSale ? 1 : 0);
  let best: V | undefined;
  for (const variant of variants) {
    if (optionValue(variant, name) !== value) continue;
    if (!best || score(variant) > score(best)) best = variant;
  }
  return best;
}

/** The copy shown first: the one a link asked for (`?variant=`), else the first for sale, else the first. */
export function initialVariant<V extends ChoosableVariant>(
  variants: readonly V[],
  wanted: string | null,
): V | undefined {
  return (
    (wanted ? variants.find((variant) => variantNumber(variant.id) === wanted || variant.id === wanted) : undefined) ??
    variants.find((variant) => variant.availableForSale) ??
    variants[0]
  );
}

/** The copy a card's 'Ajouter au panier' adds: the cheapest for sale, whose price the card shows after « dès ». */
export function cheapestForSale<V extends ChoosableVariant & { price: number }>(variants: readonly V[]): V | undefined {
  let best: V | undefined;
  for (const variant of variants) {
    if (variant.availableForSale && (!best || variant.price < best.price)) best = variant;
  }
  return best;
}
