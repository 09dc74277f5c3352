import type { VariantStock } from "../../../core/cart/cart-schemas.ts";
import { variantNumber } from "../../../core/catalogue/handle.ts";
import type { ProductForPage } from "../../../core/catalogue/product-page-types.ts";
import type { DeliveryDates } from "../../../core/delivery/delivery-dates.ts";
import { formatPrice } from "../../../core/format.ts";
import { BACK_ORDER_SHIPPED_WITHIN, SHIPPED_WITHIN_WORKING_DAYS } from "../../../core/shop-constants.ts";
import {
  ADD_ON_ARRIVAL_PARAM,
  ARRIVAL_QUANTITY_PARAM,
  ARRIVAL_VARIANT_PARAM,
} from "../../lib/document/add-on-arrival.ts";
import { ChristmasDeadlines } from "../delivery/christmas-deadlines.tsx";
import { DeliveryEstimates } from "../delivery/delivery-estimates.tsx";
import { Icon } from "../ui/icon.tsx";
import { AddToCartButton } from "./add-to-cart-button.tsx";
import { GradeNote } from "./grade-note.tsx";
import { QuantitySelector } from "./quantity-selector.tsx";
import { useChosenCopy } from "./use-chosen-copy.ts";
import { useVariantPurchase } from "./use-variant-purchase.ts";
import { VariantChoice } from "./variant-choice.tsx";

/** Below this many copies the page says how many are left. */
const LOW_STOCK = 5;

/**
 * Price, variant choice, quantity (1..real stock, docs/product.md §4) and 'Ajouter au panier', disabled when the selected variant
 * is not for sale; then the three reassurance lines, and for a copy on the shelf its delivery dates (§16).
 */
export function ProductPurchase({
  product,
  stock,
  wantedVariant = null,
  delivery,
}: {
  product: ProductForPage;
  stock: Record<string, VariantStock | undefined>;
  /** The copy a link asked for (`?variant=`), by its number. */
  wantedVariant?: string | null;
  /** Computed by the loader from the server's clock (docs/product.md §16). */
  delivery?: DeliveryDates;
}) {
  const { variant, grade, choose } = useChosenCopy(product.variants, wantedVariant);
  const variantStock = variant ? stock[variant.id] : undefined;
  const { max, forSale, quantity, setQuantity, busy, add } = useVariantPurchase(product, variant, variantStock);

  return (
    <div className="mt-6 flex flex-col gap-5">
      <p className="text-3xl font-bold text-brand-700">{formatPrice(variant?.price ?? product.price)}</p>
      <VariantChoice product={product} variant={variant} onChoose={choose} />
      {grade ? <GradeNote grade={grade} /> : null}
      {/* A form, so that a tap before hydration is not lost: the browser goes to `/panier?ajouter=…` with the copy and
          the quantity shown, and the cart page adds them on arrival; once hydrated, the copy is added in place. */}
      <form
        method="get"
        action="/panier"
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <input type="hidden" name={ADD_ON_ARRIVAL_PARAM} value={product.handle} />
        {variant ? <input type="hidden" name={ARRIVAL_VARIANT_PARAM} value={variantNumber(variant.id)} /> : null}
        {forSale ? (
          <>
            <QuantitySelector name={ARRIVAL_QUANTITY_PARAM} value={quantity} max={max} onChange={setQuantity} />
            {!variant?.backOrder && max <= LOW_STOCK ? (
              <p className="text-sm font-semibold text-amber-800">
                {max === 1 ? "Dernier exemplaire en stock." : `Derniers exemplaires : il en reste ${max}.`}
              </p>
            ) : null}
          </>
        ) : (
          <p className="font-semibold text-red-800">Rupture de stock</p>
        )}
        <AddToCartButton disabled={!forSale || busy} />
      </form>
      <ul className="flex flex-col gap-2 text-sm">
        {/* Only a copy on the shelf ships within the usual days; a sold-out one is not promised at all. */}
        {forSale ? (
          <li className="flex items-center gap-2">
            <Icon name="circle-check" className="size-5 text-green-700" />
            {variant?.backOrder
              ? `En réapprovisionnement : expédié sous ${BACK_ORDER_SHIPPED_WITHIN}`
              : `Disponible et expédié sous ${SHIPPED_WITHIN_WORKING_DAYS} jours ouvrés`}
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <Icon name="map-pin" className="size-5 text-brand-700" />
          Stocké et expédié depuis la France
        </li>
        <li className="flex items-center gap-2">
          <Icon name="shield-check" className="size-5 text-brand-700" />
          Paiement 100% sécurisé
        </li>
      </ul>
      {/* Dates hold for a copy that leaves from the shelf: one sold while out of stock leaves weeks later. */}
      {forSale && !variant?.backOrder && delivery ? (
        <>
          <DeliveryEstimates estimates={delivery.estimates} />
          <ChristmasDeadlines deadlines={delivery.christmasDeadlines} />
        </>
      ) : null}
    </div>
  );
}
