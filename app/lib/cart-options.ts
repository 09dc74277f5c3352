import type { SelectedOption } from "./catalogue-types.ts";

/**
 * SPEC §2: a cart line's options joined by bullets. Shopify names the only variant of a simple product
 * 'Title: Default Title', which is not an option worth showing.
 */
export function optionsLabel(selectedOptions: readonly SelectedOption[]): string {
  return selectedOptions
    .filter((option) => !(option.name === "Title" && option.value === "Default Title"))
    .map((option) => option.value)
    .join(" • ");
}
