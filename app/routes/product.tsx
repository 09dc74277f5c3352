import { data } from "react-router";
import { isVariantNumber } from "../../core/catalogue/handle.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { ALERT_MESSAGES } from "../../core/messages/alerts.ts";
import { BooksForSaleInstead } from "../components/demand/books-for-sale-instead.tsx";
import { StockAlertForm } from "../components/demand/stock-alert-form.tsx";
import { type NotFoundData, ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { ProductDetails } from "../components/product/product-details.tsx";
import { ProductGallery } from "../components/product/product-gallery.tsx";
import { ProductPurchase } from "../components/product/product-purchase.tsx";
import { ProductSafetySection } from "../components/product/product-safety-section.tsx";
import { RelatedTabs } from "../components/product/related-tabs.tsx";
import { WishlistButton } from "../components/product/wishlist-button.tsx";
import { requestInfoContext, servicesContext } from "../context.ts";
import { useRevalidateOnProductsChanged } from "../lib/catalogue/use-products-changed.ts";
import { deliveryDatesNow } from "../lib/delivery/delivery-dates.server.ts";
import { recordSoldOutView } from "../lib/demand/record-demand.server.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import { productMeta } from "../lib/product/product-meta.ts";
import { loadProductPage } from "../lib/product/product-page.server.ts";
import type { Route } from "./+types/product";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = await loadProductPage(services, params.handle);
  if (!page) throw data<NotFoundData>({ kind: "product" }, { status: 404 });
  // GPSR Art. 19 information; a failure to read it leaves the section saying so rather than losing the page.
  const safety = await services.productSafety.of(page.product).catch((error: unknown) => {
    console.error(
      `[produit] sécurité du produit illisible (requête ${context.get(requestInfoContext).requestId}) : ${errorSummary(error)}`,
    );
    return null;
  });
  const variant = new URL(request.url).searchParams.get("variant");
  if (!page.product.availableForSale) recordSoldOutView(context, request, page.product);
  return {
    ...page,
    safety,
    wantedVariant: isVariantNumber(variant) ? variant : null,
    delivery: deliveryDatesNow(context),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? productMeta(loaderData, rootDataFrom(matches)) : [{ title: "Produit non trouvé" }];

/** Below the book's details: its code and that of its cards wait until it nears the screen. */

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, details, stock, related, safety, wantedVariant, forSaleInstead, delivery } = loaderData;
  // A sale elsewhere changes this book's stock: the quantity limit follows.
  useRevalidateOnProductsChanged();
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery key={product.id} images={images} title={product.title} />
        {/* A sold-out title leads somewhere first (issue 39): on a phone its alert and the books for sale come before
            the gallery. */}
        <div className={product.availableForSale ? undefined : "-order-1 md:order-none"}>
          <div className="flex items-start justify-between gap-4">
            <h1 className="text-3xl font-extrabold">{product.title}</h1>
            <WishlistButton product={product} className="shrink-0 border border-brand-100" />
          </div>
          <p className="mt-2 font-semibold text-brand-700">{product.vendor}</p>
          {product.availableForSale ? null : (
            <div className="mt-4 flex flex-col gap-4">
              <StockAlertForm key={product.id} handle={product.handle} title={product.title} />
              <BooksForSaleInstead books={forSaleInstead} heading={ALERT_MESSAGES.forSaleInstead} />
            </div>
          )}
          {details.shortDescription ? <p className="mt-4 leading-relaxed">{details.shortDescription}</p> : null}
          <ProductPurchase
            key={`${product.id}-${wantedVariant}`}
            product={product}
            stock={stock}
            wantedVariant={wantedVariant}
            delivery={delivery}
          />
        </div>
      </div>
      <div className="mt-12">
        <ProductDetails details={details} vendor={product.vendor} />
      </div>
      <ProductSafetySection safety={safety} isbn={details.isbn} />
      <RelatedTabs key={`related-${product.id}`} related={related} />
    </article>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
