import { type KeyboardEvent, type PointerEvent, useState } from "react";
import { PARAM } from "../../../core/catalogue/listing-params.ts";
import { formatPrice } from "../../../core/format.ts";
import type { ListingAddress } from "../../lib/catalogue/listing-url.ts";
import { ListingForm } from "./listing-form.tsx";

type Bounds = readonly [min: number, max: number];

/**
 * The listing's price filter (docs/product.md §2): two thumbs on one track, 1 € steps, applied on release. Two native range
 * inputs laid over each other: a slider each for assistive technologies and the keyboard, hydrated with nothing to
 * measure, and a GET form that also works without JavaScript (« Filtrer par prix » then shows). Radix's slider set
 * state from its thumbs' ref callbacks and measured them in a layout effect: a synchronous re-render and a forced
 * layout in the task that ended the listing's hydration.
 */
export function PriceFilter(props: {
  ceiling: number;
  min: number | null;
  max: number | null;
  address: ListingAddress;
  /** `by`: a key commits each step of a run, the pointer once on release (keyRunNavigation). */
  onCommit: (bounds: Bounds, by: "key" | "pointer") => void;
}) {
  const fromUrl: Bounds = [
    Math.min(props.min ?? 0, props.ceiling),
    Math.min(props.max ?? props.ceiling, props.ceiling),
  ];
  // What the visitor has set and the address does not show yet: the thumbs follow it until the address catches up.
  // Keys move faster than navigations land, and an address that lands late must not pull a thumb back; an address
  // the visitor did not set (Back, another filter) moves the thumbs as soon as nothing is pending.
  const [pending, setPending] = useState<Bounds | null>(null);
  if (pending && pending[0] === fromUrl[0] && pending[1] === fromUrl[1]) setPending(null);
  const bounds = pending ?? fromUrl;
  const [low, high] = bounds;
  // Released by the pointer or moved by a key: the value is final, as Radix's `onValueCommit` had it.
  const commit = (event: PointerEvent | KeyboardEvent) => {
    if (event.type !== "keyup") props.onCommit(bounds, "pointer");
    else if (MOVING_KEYS.has((event as KeyboardEvent).key)) props.onCommit(bounds, "key");
  };
  // Where a thumb's centre is: the browser keeps half a thumb (0.625rem) from each end of the input.
  const centre = (value: number) =>
    `calc(0.625rem + ${props.ceiling > 0 ? value / props.ceiling : 0} * (100% - 1.25rem))`;
  const thumb = (which: 0 | 1) => ({
    type: "range" as const,
    min: 0,
    max: props.ceiling,
    step: 1,
    value: bounds[which],
    "aria-valuetext": formatPrice(bounds[which]),
    onPointerUp: commit,
    onKeyUp: commit,
    className: "price-range-thumb",
  });
  return (
    <ListingForm address={props.address} except={[PARAM.priceMin, PARAM.priceMax, PARAM.page]}>
      <fieldset>
        <legend className="mb-3 font-bold">Prix</legend>
        <div className="relative h-5">
          <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-100" />
          <div
            className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-600"
            style={{ left: centre(low), width: `calc(${centre(high)} - ${centre(low)})` }}
          />
          <input
            {...thumb(0)}
            name={PARAM.priceMin}
            aria-label="Prix minimum"
            onChange={(event) => setPending([Math.min(Number(event.target.value), high), high])}
            // Both thumbs at the top of the range: the lower one goes on top, or it could not be moved back down.
            style={low >= props.ceiling ? { zIndex: 1 } : undefined}
          />
          <input
            {...thumb(1)}
            name={PARAM.priceMax}
            aria-label="Prix maximum"
            onChange={(event) => setPending([low, Math.max(Number(event.target.value), low)])}
          />
        </div>
        <p className="mt-2 flex justify-between text-sm">
          <span>{formatPrice(low)}</span>
          <span>{formatPrice(high)}</span>
        </p>
        <noscript>
          <button type="submit" className="mt-2 rounded-lg border px-3 py-1 text-sm">
            Filtrer par prix
          </button>
        </noscript>
      </fieldset>
    </ListingForm>
  );
}

/** The keys with which a range input changes its value. */
const MOVING_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"]);
