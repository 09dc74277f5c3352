import { useRef, useState } from "react";
import { Link } from "react-router";
import { gradeHref, gradeOfOptions } from "../../../core/catalogue/condition-grades.ts";
import { formatPrice } from "../../../core/format.ts";
import { CART_MAX_LINE_QUANTITY } from "../../../core/shop-constants.ts";
import { optionsLabel } from "../../lib/cart/cart-options.ts";
import type { CartItem } from "../../stores/cart-lines.ts";
import { useCart } from "../../stores/cart-store.ts";
import { focusableDisabled } from "../ui/focusable-disabled.ts";
import { Icon } from "../ui/icon.tsx";
import { keepFocusAfterRemoving } from "./focus-after-removal.ts";
import { useChangeQuantity } from "./use-change-quantity.ts";

const stepButtonClass =
  "grid size-8 place-items-center rounded-full border border-ink/40 hover:bg-brand-50 aria-disabled:opacity-40";

/** One cart row (docs/product.md §2): image, title, options, minus/plus, 'Supprimer', unit price. */
export function CartLine({ line, compact = false }: { line: CartItem; compact?: boolean }) {
  const changeQuantity = useChangeQuantity();
  const removeItem = useCart((state) => state.removeItem);
  const [checking, setChecking] = useState(false);
  const grade = gradeOfOptions(line.selectedOptions);
  const options = optionsLabel(line.selectedOptions, { withoutGrade: grade !== null });
  const imageSize = compact ? "w-16" : "w-20 sm:w-24";

  const row = useRef<HTMLLIElement>(null);

  async function change(quantity: number) {
    if (quantity < 1) keepFocusAfterRemoving(row.current);
    setChecking(true);
    try {
      await changeQuantity(line, quantity);
    } finally {
      setChecking(false);
    }
  }

  return (
    <li ref={row} className="flex gap-4 py-4">
      <Link to={`/produit/${line.product.handle}`} className={`${imageSize} shrink-0`} tabIndex={-1} aria-hidden="true">
        {line.product.featuredImage ? (
          <img
            src={line.product.featuredImage.url}
            alt=""
            width={line.product.featuredImage.width ?? 600}
            height={line.product.featuredImage.height ?? 800}
            loading="lazy"
            className="aspect-[3/4] w-full rounded-md bg-brand-50 object-cover"
          />
        ) : (
          <span className="block aspect-[3/4] w-full rounded-md bg-brand-50" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link to={`/produit/${line.product.handle}`} className="line-clamp-2 font-semibold hover:underline">
              {line.product.title}
            </Link>
            {options || grade ? (
              <p className="text-sm text-ink/70">
                {options}
                {options && grade ? " • " : null}
                {grade ? (
                  <Link to={gradeHref(grade)} className="underline hover:text-brand-700">
                    {grade.label}
                  </Link>
                ) : null}
              </p>
            ) : null}
          </div>
          <p className="shrink-0 font-bold text-brand-700">
            <span className="sr-only">Prix unitaire : </span>
            {formatPrice(line.price)}
          </p>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2">
          <fieldset className="flex items-center gap-2" aria-busy={checking}>
            <legend className="sr-only">Quantité de {line.product.title}</legend>
            <button
              type="button"
              className={stepButtonClass}
              aria-label={`Retirer un exemplaire de ${line.product.title}`}
              {...focusableDisabled(checking, () => void change(line.quantity - 1))}
            >
              <Icon name="minus" className="size-4" />
            </button>
            <output className="min-w-6 text-center font-semibold" aria-live="polite">
              {line.quantity}
            </output>
            <button
              type="button"
              className={stepButtonClass}
              aria-label={`Ajouter un exemplaire de ${line.product.title}`}
              {...focusableDisabled(
                checking || line.quantity >= CART_MAX_LINE_QUANTITY,
                () => void change(line.quantity + 1),
              )}
            >
              <Icon name="plus" className="size-4" />
            </button>
          </fieldset>
          <button
            type="button"
            onClick={() => {
              keepFocusAfterRemoving(row.current);
              removeItem(line.variantId);
            }}
            aria-label={`Supprimer ${line.product.title} du panier`}
            className="flex items-center gap-1 rounded px-2 py-1 text-sm text-red-800 hover:bg-red-50"
          >
            <Icon name="trash" className="size-4" />
            Supprimer
          </button>
        </div>
      </div>
    </li>
  );
}
