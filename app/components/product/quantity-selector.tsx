import { useId } from "react";
import { clampQuantity } from "../../lib/product/product-quantity.ts";
import { focusableDisabled } from "../ui/focusable-disabled.ts";
import { Icon } from "../ui/icon.tsx";

/** docs/product.md §5: minimum 1, maximum the available stock; typed values are brought back inside those bounds. */
export function QuantitySelector({
  value,
  max,
  onChange,
  disabled = false,
  name,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** The field's name in a form that works before hydration (the product page's). */
  name?: string;
}) {
  const id = useId();
  const upper = Math.max(1, max);
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="font-semibold">
        Quantité
      </label>
      <div className="inline-flex items-center rounded-full border border-brand-100">
        <button
          type="button"
          aria-label="Diminuer la quantité"
          {...focusableDisabled(disabled || value <= 1, () => onChange(clampQuantity(value - 1, upper)))}
          className="grid size-10 place-items-center rounded-l-full hover:bg-brand-50 aria-disabled:opacity-40"
        >
          <Icon name="minus" className="size-4" />
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          max={upper}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(clampQuantity(event.currentTarget.valueAsNumber, upper))}
          className="w-14 border-x border-brand-100 bg-transparent py-2 text-center font-semibold [appearance:textfield]"
        />
        <button
          type="button"
          aria-label="Augmenter la quantité"
          {...focusableDisabled(disabled || value >= upper, () => onChange(clampQuantity(value + 1, upper)))}
          className="grid size-10 place-items-center rounded-r-full hover:bg-brand-50 aria-disabled:opacity-40"
        >
          <Icon name="plus" className="size-4" />
        </button>
      </div>
    </div>
  );
}
