import { useId, useState } from "react";
import { Link } from "react-router";
import { alertFormAction } from "../../../core/demand/alert-paths.ts";
import { formatPrice } from "../../../core/format.ts";
import { ALERT_MESSAGES } from "../../../core/messages/alerts.ts";
import type { SharedBook, SharedCopy } from "../../../core/shared-lists/shared-list-types.ts";
import type { AddToCartRequest } from "../../lib/cart/add-to-cart.ts";
import { ADD_ON_ARRIVAL_PARAM, ARRIVAL_VARIANT_PARAM } from "../../lib/document/add-on-arrival.ts";
import { toCartProduct } from "../../stores/cart-lines.ts";
import { useAddToCart } from "../cart/use-add-to-cart.ts";
import { CoverImage } from "../product/cover-image.tsx";
import { focusableDisabled } from "../ui/focusable-disabled.ts";
import { Icon } from "../ui/icon.tsx";

/** Copies under this count say how many are left, as the product page does (docs/product.md §2.8). */
const FEW_LEFT = 5;

/** The line one copy of a shared book adds: its stock is the page's own, read with it. */
export function sharedCopyRequest(book: SharedBook, copy: SharedCopy): AddToCartRequest {
  return {
    product: toCartProduct(book.card),
    variantId: copy.id,
    variantTitle: copy.title,
    price: copy.price,
    quantity: 1,
    selectedOptions: copy.selectedOptions,
    knownStock: copy.stock,
  };
}

export function isForSale(book: SharedBook): boolean {
  return book.copies.some((copy) => copy.stock.availableForSale);
}

/**
 * A book of a shared list (issue 40): cover, title, publisher, its copies with grade, live price and stock to choose
 * from, and « Ajouter au panier » into the visitor's own cart. A form: before hydration or without JavaScript it goes
 * to `/panier?ajouter=…&variant=…`, which adds the chosen copy on arrival. A sold-out book says « Épuisé » and offers
 * its back-in-stock alert, on a page of its own that works without JavaScript.
 */
export function SharedListBook({
  book,
  chosen,
  onChoose,
}: {
  book: SharedBook;
  /** The copy the visitor chose (the cheapest for sale until then). */
  chosen: SharedCopy | undefined;
  onChoose(copy: SharedCopy): void;
}) {
  const { card } = book;
  const forSale = isForSale(book);
  const headingId = useId();
  const addToCart = useAddToCart();
  const [busy, setBusy] = useState(false);
  return (
    <article aria-labelledby={headingId} className="flex h-full gap-4 rounded-xl border border-brand-100 p-4">
      <div className="w-24 shrink-0 sm:w-32">
        {card.image ? (
          <CoverImage
            image={card.image}
            width={160}
            sizes="8rem"
            alt=""
            loading="lazy"
            decoding="async"
            className={`h-auto w-full rounded-lg ${forSale ? "" : "opacity-50 grayscale"}`}
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {forSale ? (
            <Link to={`/produit/${card.handle}`} className="hover:underline">
              {card.title}
            </Link>
          ) : (
            card.title
          )}
        </h2>
        {card.vendor ? <p className="text-sm text-ink/80">{card.vendor}</p> : null}
        {forSale ? (
          <form
            method="get"
            action="/panier"
            className="flex flex-col gap-3"
            onSubmit={async (event) => {
              event.preventDefault();
              if (!chosen) return;
              setBusy(true);
              try {
                await addToCart(sharedCopyRequest(book, chosen));
              } finally {
                setBusy(false);
              }
            }}
          >
            <input type="hidden" name={ADD_ON_ARRIVAL_PARAM} value={card.handle} />
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 text-sm font-semibold">État de l'exemplaire</legend>
              {book.copies.map((copy) => (
                <label
                  key={copy.id}
                  className={`flex items-center gap-2 ${copy.stock.availableForSale ? "" : "text-gray-700"}`}
                >
                  <input
                    type="radio"
                    name={ARRIVAL_VARIANT_PARAM}
                    value={copy.number}
                    checked={chosen?.id === copy.id}
                    disabled={!copy.stock.availableForSale}
                    onChange={() => onChoose(copy)}
                    className="size-4 accent-brand-700"
                  />
                  <span>
                    {copy.label} — <strong>{formatPrice(copy.price)}</strong>
                    {stockNote(copy)}
                  </span>
                </label>
              ))}
            </fieldset>
            <button
              type="submit"
              aria-label={`Ajouter au panier : ${card.title}`}
              {...focusableDisabled(busy)}
              className="inline-flex items-center justify-center gap-2 self-start rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-60"
            >
              <Icon name="shopping-cart" className="size-4" />
              Ajouter au panier
            </button>
          </form>
        ) : (
          <>
            <p className="font-bold text-red-800">Épuisé</p>
            <a
              href={alertFormAction(card.handle)}
              aria-label={`${ALERT_MESSAGES.cardButton} : ${card.title}`}
              className="inline-flex items-center justify-center gap-2 self-start rounded-full border-2 border-brand-600 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Icon name="bell" className="size-4" />
              {ALERT_MESSAGES.cardButton}
            </a>
          </>
        )}
      </div>
    </article>
  );
}

function stockNote(copy: SharedCopy): string {
  if (!copy.stock.availableForSale) return " (épuisé)";
  const left = copy.stock.quantityAvailable;
  if (left === 1) return " — dernier exemplaire";
  return left < FEW_LEFT ? ` — ${left} exemplaires` : "";
}
