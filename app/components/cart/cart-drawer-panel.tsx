import { useNavigate } from "react-router";
import { formatPrice } from "../../../core/format.ts";
import { CART_MESSAGES } from "../../../core/messages/cart.ts";
import { cartTotals } from "../../lib/cart/cart-totals.ts";
import { useCart } from "../../stores/cart-store.ts";
import { SideSheet } from "../ui/side-sheet.tsx";
import { CartLine } from "./cart-line.tsx";

/** The open cart sheet, loaded on demand by CartDrawer. */
export default function CartDrawerPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const items = useCart((state) => state.items);
  const discount = useCart((state) => state.promoTotalDiscount);
  const totals = cartTotals(items, discount);

  return (
    <SideSheet side="right" title="Mon panier" closeLabel="Fermer le panier" onClose={onClose}>
      {items.length === 0 ? (
        <p className="p-6 text-center font-semibold" tabIndex={-1} data-empty-cart-focus>
          {CART_MESSAGES.empty}
        </p>
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
    </SideSheet>
  );
}
