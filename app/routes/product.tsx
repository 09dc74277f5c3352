import { data } from "react-router";
import { type NotFoundData, ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { servicesContext } from "../context.ts";
import { formatPrice } from "../lib/format.ts";
import { productMeta } from "../lib/product-meta.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { storefront } = context.get(servicesContext);
  const product = await storefront.productByHandle(params.handle);
  if (!product) throw data<NotFoundData>({ kind: "product" }, { status: 404 });
  return { product };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? productMeta(loaderData.product, rootDataFrom(matches)) : [{ title: "Produit non trouvé" }];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const image = product.images[0] ?? product.image;
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2">
      <div className="overflow-hidden rounded-xl bg-brand-50">
        {image ? (
          <img
            src={image.url}
            alt={image.altText ?? product.title}
            width={image.width ?? 600}
            height={image.height ?? 800}
            fetchPriority="high"
            className="h-auto w-full"
          />
        ) : null}
      </div>
      <div>
        <h1 className="text-3xl font-extrabold">{product.title}</h1>
        <p className="mt-2 text-brand-700">{product.vendor}</p>
        <p className="mt-4 text-2xl font-bold">{formatPrice(product.price)}</p>
        {product.availableForSale ? null : <p className="mt-2 font-semibold text-red-800">Rupture de stock</p>}
        <p className="mt-6 leading-relaxed">{product.description}</p>
      </div>
    </article>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
