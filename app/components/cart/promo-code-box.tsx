import { useId, useState } from "react";
import { useCart } from "../../stores/cart-store.ts";
import { focusableDisabled } from "../ui/focusable-disabled.ts";
import { Icon } from "../ui/icon.tsx";
import { usePromoCodes } from "./use-promo-codes.ts";

/**
 * docs/product.md §5 promo input: upper-cased as typed, Enter applies, 'Vérification...' while the server checks. Meanwhile the
 * field is read-only rather than disabled, and the buttons unavailable but focusable: the focus stays where the
 * visitor pressed Enter.
 */
export function PromoCodeBox() {
  const applied = useCart((state) => state.appliedPromoCodes);
  const { apply, remove, verifying, error, clearError } = usePromoCodes();
  const [code, setCode] = useState("");
  const inputId = useId();
  const errorId = useId();

  async function submit() {
    if (verifying) return;
    if (await apply(code)) setCode("");
  }

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold">
        Code promo
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            clearError();
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void submit();
            }
          }}
          readOnly={verifying}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-w-0 flex-1 rounded-lg border px-3 py-2 uppercase read-only:bg-gray-100 ${
            error ? "border-red-700" : "border-ink/40"
          }`}
        />
        <button
          type="button"
          {...focusableDisabled(verifying || code.trim() === "", () => void submit())}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600 aria-disabled:opacity-50"
        >
          {verifying ? "Vérification..." : "Appliquer"}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {applied.length > 0 ? (
        <ul aria-label="Codes promo appliqués" className="mt-2 flex flex-wrap gap-2">
          {applied.map((applied) => (
            <li
              key={applied}
              className="flex items-center gap-1 rounded-full bg-green-50 py-1 pr-1 pl-3 text-sm font-semibold text-green-900"
            >
              {applied}
              <button
                type="button"
                {...focusableDisabled(verifying, () => void remove(applied))}
                aria-label={`Retirer le code ${applied}`}
                className="grid size-6 place-items-center rounded-full hover:bg-green-100"
              >
                <Icon name="x" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
