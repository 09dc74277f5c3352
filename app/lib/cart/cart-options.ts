import type { SelectedOption } from "../../../core/catalogue/catalogue-types.ts";
import { gradeOfValue, isGradeOption, optionValueLabel } from "../../../core/catalogue/condition-grades.ts";

/**
 * docs/product.md §2: a cart line's options joined by bullets, a grade in the shop's own words (decision 019). Shopify names the
 * only variant of a simple product 'Title: Default Title', which is not an option worth showing. A line that shows
 * its grade as a link leaves it out here (`withoutGrade`).
 */
export function optionsLabel(
  selectedOptions: readonly SelectedOption[],
  { withoutGrade = false }: { withoutGrade?: boolean } = {},
): string {
  return selectedOptions
    .filter((option) => !(option.name === "Title" && option.value === "Default Title"))
    .filter((option) => !(withoutGrade && isGradeOption(option.name) && gradeOfValue(option.value)))
    .map(optionValueLabel)
    .join(" • ");
}
