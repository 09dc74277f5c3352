import { DELIVERY_OPTIONS } from "../../../core/checkout/delivery.ts";
import type { DeliveryEstimate } from "../../../core/delivery/delivery-dates.ts";
import { estimateSentence } from "../../../core/delivery/delivery-wording.ts";

/** Each delivery option with the days an order placed now is expected (docs/product.md §16). */
export function DeliveryEstimates({ estimates }: { estimates: readonly DeliveryEstimate[] }) {
  if (estimates.length === 0) return null;
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {estimates.map((estimate) => (
        <div key={estimate.method}>
          <dt className="font-semibold">{DELIVERY_OPTIONS[estimate.method].label}</dt>
          <dd>{estimateSentence(estimate)}</dd>
        </div>
      ))}
    </dl>
  );
}
