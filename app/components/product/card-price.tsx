import { formatPrice } from "../../../core/format.ts";

/**
 * A card's price: the lowest, after « dès » when the book's copies differ in price (decision 019). The amount keeps
 * its own element so that it reads, and is found, as a price on its own.
 */
export function CardPrice({ price, varies, className }: { price: number; varies: boolean; className: string }) {
  return (
    <p className={className}>
      {varies ? "dès " : null}
      <span>{formatPrice(price)}</span>
    </p>
  );
}
