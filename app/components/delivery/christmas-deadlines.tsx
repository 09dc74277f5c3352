import { DELIVERY_OPTIONS } from "../../../core/checkout/delivery.ts";
import type { ChristmasDeadline } from "../../../core/delivery/delivery-dates.ts";
import { CHRISTMAS_DEADLINES_TITLE, deadlinePhrase } from "../../../core/delivery/delivery-wording.ts";

/**
 * The last day to order by each option for a delivery before Christmas, from the configured day until each has passed
 * (docs/product.md §16); nothing once every one has.
 */
export function ChristmasDeadlines({
  deadlines,
  className = "",
}: {
  deadlines: readonly ChristmasDeadline[];
  className?: string;
}) {
  if (deadlines.length === 0) return null;
  return (
    <div className={`rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm ${className}`}>
      <p className="font-semibold">{CHRISTMAS_DEADLINES_TITLE}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {deadlines.map((deadline) => (
          <li key={deadline.method}>
            {DELIVERY_OPTIONS[deadline.method].label} : {deadlinePhrase(deadline)}
          </li>
        ))}
      </ul>
    </div>
  );
}
