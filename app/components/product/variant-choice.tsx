import { optionValueLabel } from "../../../core/catalogue/condition-grades.ts";
import type { ProductForPage } from "../../../core/catalogue/product-page-types.ts";
import { formatPrice } from "../../../core/format.ts";
import { choosableOptions, optionValue, variantAfterChoosing } from "../../lib/product/variant-choice.ts";

type Variant = ProductForPage["variants"][number];

/**
 * One group of radio buttons per option that has a choice (État, and any other the store defines), each value with
 * the price of the copy it leads to, and « épuisé » when that copy is sold out.
 */
export function VariantChoice({
  product,
  variant,
  onChoose,
}: {
  product: Pick<ProductForPage, "options" | "variants">;
  variant: Variant | undefined;
  onChoose: (variantId: string) => void;
}) {
  if (product.variants.length < 2) return null;
  return (
    <>
      {choosableOptions(product.options).map((option, index) => (
        <fieldset key={option.name} className="flex flex-wrap gap-2">
          <legend className="mb-2 font-semibold">{option.name}</legend>
          {option.values.map((value) => {
            const target = variantAfterChoosing(product.variants, variant, option.name, value);
            if (!target) return null;
            return (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-full border border-brand-100 px-4 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`option-${index}`}
                  value={value}
                  checked={variant ? optionValue(variant, option.name) === value : false}
                  onChange={() => onChoose(target.id)}
                />
                {optionValueLabel({ name: option.name, value })} — {formatPrice(target.price)}
                {target.availableForSale ? null : " (épuisé)"}
              </label>
            );
          })}
        </fieldset>
      ))}
    </>
  );
}
