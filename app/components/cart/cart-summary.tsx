import { useRouteLoaderData } from "react-router";
import type { DeliveryDates } from "../../../core/delivery/delivery-dates.ts";
import { formatPrice } from "../../../core/format.ts";
import { cartTotals } from "../../lib/cart/cart-totals.ts";
import type { RootData } from "../../lib/document/root-data.ts";
import { useCart } from "../../stores/cart-store.ts";
import { ChristmasDeadlines } from "../delivery/christmas-deadlines.tsx";
import { DeliveryEstimates } from "../delivery/delivery-estimates.tsx";
import { focusableDisabled } from "../ui/focusable-disabled.ts";
import { FreeDeliveryProgress } from "./free-delivery-progress.tsx";
import { PromoCodeBox } from "./promo-code-box.tsx";
import { useCheckout } from "./use-checkout.ts";

/**
 * docs/product.md §2 cart summary: subtotal and count, discount, free-delivery progress, delivery dates (§16), promo
 * box, total, checkout.
 */
export function CartSummary({ delivery }: { delivery: DeliveryDates }) {
  const items = useCart((state) => state.items);
  const discount = useCart((state) => state.promoTotalDiscount);
  const codes = useCart((state) => state.appliedPromoCodes);
  const isLoading = useCart((state) => state.isLoading);
  const checkout = useCheckout();
  const totals = cartTotals(items, discount);
  const paymentProvider = (useRouteLoaderData("root") as RootData | undefined)?.paymentProvider ?? null;

  return (
    <section
      aria-labelledby="cart-summary-title"
      className="flex flex-col gap-4 rounded-xl border border-brand-100 p-5"
    >
      <h2 id="cart-summary-title" className="text-xl font-bold">
        Récapitulatif
      </h2>
      <dl className="flex flex-col gap-2">
        <div className="flex justify-between">
          <dt>
            Sous-total ({totals.itemCount} {totals.itemCount > 1 ? "articles" : "article"})
          </dt>
          <dd>{formatPrice(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between text-green-800">
          <dt>Réduction{codes.length > 0 ? ` (${codes.join(", ")})` : ""}</dt>
          <dd>{totals.discount > 0 ? `−${formatPrice(totals.discount)}` : formatPrice(0)}</dd>
        </div>
      </dl>
      <FreeDeliveryProgress totals={totals} />
      <DeliveryEstimates estimates={delivery.estimates} />
      <ChristmasDeadlines deadlines={delivery.christmasDeadlines} />
      <PromoCodeBox />
      <div className="flex justify-between border-t border-brand-100 pt-3 text-lg font-extrabold">
        <span id="cart-total-label">Total</span>
        <output aria-labelledby="cart-total-label">{formatPrice(totals.total)}</output>
      </div>
      <button
        type="button"
        {...focusableDisabled(isLoading || items.length === 0, () => void checkout())}
        className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-600 aria-disabled:opacity-60"
      >
        {isLoading ? "Création du paiement..." : "Procéder au paiement"}
      </button>
      <p className="text-center text-sm text-ink/80">
        {paymentProvider
          ? `Vous serez redirigé vers la page de paiement sécurisée de ${paymentProvider} pour finaliser votre commande.`
          : "Vous serez redirigé vers notre page de paiement sécurisée pour finaliser votre commande."}
      </p>
    </section>
  );
}
