import { useState } from "react";
import { gradeOfOptions } from "../../../core/catalogue/condition-grades.ts";
import type { ProductForPage } from "../../../core/catalogue/product-page-types.ts";
import { initialVariant } from "../../lib/product/variant-choice.ts";

type Variant = ProductForPage["variants"][number];

/** The copy the visitor is looking at (first the one a link asked for, else the first for sale) and its grade. */
export function useChosenCopy(variants: readonly Variant[], wanted: string | null) {
  const first = initialVariant(variants, wanted);
  const [variantId, setVariantId] = useState(first?.id ?? null);
  const variant = variants.find((candidate) => candidate.id === variantId) ?? first;
  return { variant, grade: variant ? gradeOfOptions(variant.selectedOptions) : null, choose: setVariantId };
}
