import { formatPrice } from "../../../core/format.ts";
import { FREE_DELIVERY_THRESHOLD_EUR } from "../../../core/shop-constants.ts";
import type { CartTotals } from "../../lib/cart/cart-totals.ts";

/** docs/product.md §4: progress towards free delivery at 29 EUR after discount; below it, the remaining amount and the fee. */
export function FreeDeliveryProgress({ totals }: { totals: CartTotals }) {
  return (
    <div className="rounded-lg bg-brand-50 p-3 text-sm">
      <p className="font-semibold">
        {totals.freeDelivery
          ? "Livraison offerte !"
          : `Plus que ${formatPrice(totals.remainingForFreeDelivery)} pour profiter de la livraison offerte`}
      </p>
      <div
        role="progressbar"
        aria-label={`Progression vers la livraison offerte dès ${formatPrice(FREE_DELIVERY_THRESHOLD_EUR)}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(totals.progressPercent)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-white"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${totals.progressPercent}%` }} />
      </div>
      {totals.freeDelivery ? null : (
        <p className="mt-2 text-ink/80">
          Frais de livraison : {formatPrice(totals.deliveryFee)} (offerts dès {formatPrice(FREE_DELIVERY_THRESHOLD_EUR)}
          )
        </p>
      )}
    </div>
  );
}
