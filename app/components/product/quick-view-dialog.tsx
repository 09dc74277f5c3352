import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import type { QuickViewData } from "../../../core/catalogue/product-page-types.ts";
import { formatPrice } from "../../../core/format.ts";
import { ALERT_MESSAGES } from "../../../core/messages/alerts.ts";
import { StockAlertForm } from "../demand/stock-alert-form.tsx";
import { Icon } from "../ui/icon.tsx";
import { AddToCartButton } from "./add-to-cart-button.tsx";
import { CardPrice } from "./card-price.tsx";
import { fetchQuickView } from "./fetch-quick-view.ts";
import { GradeNote } from "./grade-note.tsx";
import { QuantitySelector } from "./quantity-selector.tsx";
import { QuickViewGallery } from "./quick-view-gallery.tsx";
import { useChosenCopy } from "./use-chosen-copy.ts";
import { useVariantPurchase } from "./use-variant-purchase.ts";
import { VariantChoice } from "./variant-choice.tsx";

type Load = { state: "loading" } | { state: "ready"; view: QuickViewData } | { state: "gone" };

/** docs/product.md §2 quick view of a card's book (loaded on demand by QuickViewButton), its details fetched when it opens. */
export default function QuickViewDialog({ product, onClose }: { product: ProductCardData; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(56rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <QuickViewBody product={product} onNavigate={onClose} />
          <Dialog.Close
            aria-label="Fermer"
            className="absolute top-3 right-3 grid size-9 place-items-center rounded-full hover:bg-brand-50"
          >
            <Icon name="x" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function QuickViewBody({ product, onNavigate }: { product: ProductCardData; onNavigate: () => void }) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetchQuickView(product.handle, controller.signal)
      .then((view) => setLoad(view ? { state: "ready", view } : { state: "gone" }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: "gone" });
      });
    return () => controller.abort();
  }, [product.handle]);

  const images =
    load.state === "ready" && load.view.product.images.length > 0
      ? load.view.product.images
      : product.image
        ? [product.image]
        : [];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <QuickViewGallery key={images.length} images={images} title={product.title} />
      <div className="flex flex-col gap-3">
        <Dialog.Title className="pr-8 text-2xl font-extrabold">{product.title}</Dialog.Title>
        <p className="font-semibold text-brand-700">{product.vendor}</p>
        {load.state === "ready" ? null : (
          <CardPrice price={product.price} varies={product.priceVaries} className="text-2xl font-bold" />
        )}
        {load.state === "loading" ? (
          <p role="status" className="flex items-center gap-2">
            <Icon name="loader-circle" className="size-5 animate-spin motion-reduce:animate-none" />
            Chargement…
          </p>
        ) : null}
        {load.state === "gone" ? (
          <Dialog.Description className="font-semibold text-red-800">
            Ce produit n'est actuellement pas disponible à la vente.
          </Dialog.Description>
        ) : null}
        {load.state === "ready" ? (
          load.view.product.availableForSale ? (
            <QuickViewPurchase view={load.view} />
          ) : (
            <>
              <Dialog.Description className="font-semibold text-red-800">{ALERT_MESSAGES.soldOut}.</Dialog.Description>
              <StockAlertForm handle={product.handle} title={product.title} headingLevel={3} />
            </>
          )
        ) : null}
        <Link to={`/produit/${product.handle}`} onClick={onNavigate} className="font-semibold text-brand-700 underline">
          Voir plus
        </Link>
      </div>
    </div>
  );
}

/** Quantity starts at 1 (docs/product.md §4) and stays within the chosen copy's real stock; each copy shows its grade. */
function QuickViewPurchase({ view }: { view: QuickViewData }) {
  const { product, shortDescription, stock } = view;
  const { variant, grade, choose } = useChosenCopy(product.variants, null);
  const variantStock = variant ? stock[variant.id] : undefined;
  const { max, forSale, quantity, setQuantity, busy, add } = useVariantPurchase(product, variant, variantStock);

  return (
    <>
      <p className="text-2xl font-bold">{formatPrice(variant?.price ?? product.price)}</p>
      <Dialog.Description className="leading-relaxed">{shortDescription}</Dialog.Description>
      <VariantChoice product={product} variant={variant} onChoose={choose} />
      {grade ? <GradeNote grade={grade} /> : null}
      {forSale ? (
        <QuantitySelector value={quantity} max={max} onChange={setQuantity} />
      ) : (
        <p className="font-semibold text-red-800">Rupture de stock</p>
      )}
      <AddToCartButton onAdd={() => void add()} disabled={!forSale || busy} />
    </>
  );
}
