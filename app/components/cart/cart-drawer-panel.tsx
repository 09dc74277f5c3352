import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useNavigate } from "react-router";
import { cartTotals } from "../../lib/cart-totals.ts";
import { formatPrice } from "../../lib/format.ts";
import { MESSAGES } from "../../lib/messages.ts";
import { useCart } from "../../stores/cart-store.ts";
import { CartLine } from "./cart-line.tsx";

/** The open cart sheet (loaded on demand by CartDrawer): Radix Dialog traps focus and closes on Escape. */
export default function CartDrawerPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const items = useCart((state) => state.items);
  const discount = useCart((state) => state.promoTotalDiscount);
  const totals = cartTotals(items, discount);

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed inset-y-0 right-0 z-50 flex w-96 max-w-[90vw] flex-col bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-brand-100 px-4 py-3">
            <Dialog.Title className="text-lg font-bold">Mon panier</Dialog.Title>
            <Dialog.Close className="rounded-full p-2 hover:bg-brand-50" aria-label="Fermer le panier">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          {items.length === 0 ? (
            <p className="p-6 text-center font-semibold">{MESSAGES.cart.empty}</p>
          ) : (
            <ul className="flex-1 divide-y divide-brand-100 overflow-y-auto px-4">
              {items.map((line) => (
                <CartLine key={line.variantId} line={line} compact />
              ))}
            </ul>
          )}
          <div className="flex flex-col gap-3 border-t border-brand-100 p-4">
            {items.length > 0 ? (
              <p className="flex justify-between text-lg font-extrabold">
                <span>Total</span>
                <span>{formatPrice(totals.total)}</span>
              </p>
            ) : null}
            <button
              type="button"
              onClick={() => {
                onClose();
                void navigate("/panier");
              }}
              className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-600"
            >
              Aller au panier
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
