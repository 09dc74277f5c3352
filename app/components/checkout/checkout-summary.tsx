import { lineLabel } from "../../../core/checkout/line-label.ts";
import { formatPrice } from "../../../core/format.ts";
import type { CheckoutCart } from "../../../server/commerce/checkout/local-checkout.ts";

const euros = (cents: number) => formatPrice(cents / 100);

export type SummaryLine = CheckoutCart["lines"][number];

type Props = {
  lines: SummaryLine[];
  subtotal: number;
  discount: number;
  discountCodes: string[];
  /** Null while no delivery option is known (never, in practice: one is always selected). */
  shipping: number | null;
  deliveryLabel: string;
  total: number;
  heading?: string;
};

/** The order's lines and amounts, shared by the checkout form and the confirmation page. */
export function CheckoutSummary({
  lines,
  subtotal,
  discount,
  discountCodes,
  shipping,
  deliveryLabel,
  total,
  heading = "Récapitulatif",
}: Props) {
  return (
    <section aria-labelledby="checkout-summary-heading" className="rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="checkout-summary-heading" className="text-xl font-bold">
        {heading}
      </h2>
      <ul className="mt-4 divide-y divide-brand-100">
        {lines.map((line) => (
          <li key={`${line.title}-${line.variantTitle}`} className="flex justify-between gap-4 py-2">
            <span>
              {lineLabel(line)} <span className="text-sm">× {line.quantity}</span>
            </span>
            <span className="whitespace-nowrap font-semibold">{euros(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-brand-100 pt-4">
        <Row label="Sous-total" value={euros(subtotal)} />
        {discount > 0 ? <Row label={`Remise (${discountCodes.join(", ")})`} value={`-${euros(discount)}`} /> : null}
        <Row
          label={`Livraison (${deliveryLabel})`}
          value={shipping === null ? "—" : shipping === 0 ? "Offerte" : euros(shipping)}
        />
        <Row label="Total" value={euros(total)} strong />
      </dl>
    </section>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "pt-2 text-lg font-extrabold" : ""}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  );
}
