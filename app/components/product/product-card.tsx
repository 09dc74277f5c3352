import { memo, useState } from "react";
import { Link } from "react-router";
import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { ALERT_MESSAGES } from "../../../core/messages/alerts.ts";
import { ADD_ON_ARRIVAL_PARAM } from "../../lib/document/add-on-arrival.ts";
import { focusableDisabled } from "../ui/focusable-disabled.ts";
import { Icon } from "../ui/icon.tsx";
import { useLazyDialog } from "../ui/use-lazy-dialog.tsx";
import { CardPrice } from "./card-price.tsx";
import { CoverImage } from "./cover-image.tsx";
import { QuickViewButton, quickViewDialog } from "./quick-view-button.tsx";
import { useQuickAdd } from "./use-quick-add.ts";
import { WishlistButton } from "./wishlist-button.tsx";

const CARD_SIZES = "(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw";

/**
 * A book in a grid (docs/product.md §2): image, title, price, heart, quick view and 'Ajouter au panier'. An unavailable book is
 * dimmed under a 'Rupture de stock' overlay, with no link and no quick view; where 'Ajouter au panier' stands, « Me
 * prévenir du retour » opens its alert (issue 39), or, for a book gone from the catalogue, a disabled 'Indisponible'.
 * Memoised: a carousel or a listing that re-renders (its arrows, the visitor's motion preference once known) leaves
 * its cards alone unless their book changed.
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority = false,
  gone = false,
}: {
  product: ProductCardData;
  priority?: boolean;
  /** The book left the catalogue (a favourite): nothing to wait for. */
  gone?: boolean;
}) {
  const available = product.availableForSale && product.firstVariantId !== null;
  const body = (
    <>
      <div className="relative aspect-[3/4] overflow-hidden rounded-lg bg-brand-50">
        {product.image ? (
          <CoverImage
            image={product.image}
            width={320}
            sizes={CARD_SIZES}
            alt={product.image.altText ?? product.title}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            decoding="async"
            // Dimmed, not the text: the title and price must keep a readable contrast (WCAG 1.4.3).
            className={`h-full w-full object-cover ${available ? "" : "opacity-50 grayscale"}`}
          />
        ) : null}
        {available ? null : (
          <span className="absolute inset-x-0 top-1/2 -translate-y-1/2 bg-white/85 py-2 text-center font-bold text-red-800">
            Rupture de stock
          </span>
        )}
      </div>
      <h3 className={`mt-2 line-clamp-2 font-semibold ${available ? "" : "text-gray-700"}`}>{product.title}</h3>
      <CardPrice
        price={product.price}
        varies={product.priceVaries}
        className={`mt-1 font-bold ${available ? "text-brand-700" : "text-gray-700"}`}
      />
    </>
  );
  return (
    <article className="relative flex h-full flex-col">
      {available ? (
        <Link to={`/produit/${product.handle}`} className="block rounded-lg hover:opacity-90">
          {body}
        </Link>
      ) : (
        <div>{body}</div>
      )}
      <div className="absolute top-2 right-2 flex flex-col gap-2">
        <WishlistButton product={product} />
        {available ? <QuickViewButton product={product} /> : null}
      </div>
      {available ? (
        <CardAddButton product={product} />
      ) : !gone ? (
        <CardAlertButton product={product} />
      ) : (
        <div className="mt-auto pt-2">
          <button
            type="button"
            disabled
            className="w-full cursor-not-allowed rounded-full bg-gray-200 px-3 py-2 text-sm font-semibold text-gray-700"
          >
            Indisponible
          </button>
        </div>
      )}
    </article>
  );
});

/**
 * A sold-out book's « Me prévenir du retour »: its quick view, which holds the alert form, loaded on intent; before
 * hydration (or without JavaScript) the link opens the book's page at its alert form.
 */
function CardAlertButton({ product }: { product: ProductCardData }) {
  const { open, setOpen, linkTriggerProps } = useLazyDialog(quickViewDialog.preload);
  return (
    <div className="mt-auto pt-2">
      <a
        href={`/produit/${product.handle}#alerte`}
        {...linkTriggerProps}
        aria-label={`${ALERT_MESSAGES.cardButton} : ${product.title}`}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full border-2 border-brand-600 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Icon name="bell" className="size-4" />
        {ALERT_MESSAGES.cardButton}
      </a>
      {open ? <quickViewDialog.Panel product={product} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

/**
 * A form, so that a tap before hydration is not lost: the browser goes to `/panier?ajouter=…`, which adds the book on
 * arrival; once hydrated, the book is added in place.
 */
function CardAddButton({ product }: { product: ProductCardData }) {
  const quickAdd = useQuickAdd();
  const [busy, setBusy] = useState(false);
  return (
    <form
      method="get"
      action="/panier"
      className="mt-auto pt-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          await quickAdd(product);
        } finally {
          setBusy(false);
        }
      }}
    >
      <button
        type="submit"
        // The submitter's name and value are the form's only field: `/panier?ajouter=<handle>`.
        name={ADD_ON_ARRIVAL_PARAM}
        value={product.handle}
        aria-label={`Ajouter au panier : ${product.title}`}
        // While busy, the button refuses the click and so sends nothing.
        {...focusableDisabled(busy)}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-60"
      >
        <Icon name="shopping-cart" className="size-4" />
        Ajouter au panier
      </button>
    </form>
  );
}
