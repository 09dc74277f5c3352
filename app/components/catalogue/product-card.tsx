import { Link } from "react-router";
import type { ProductSummary } from "../../lib/catalogue-types.ts";
import { formatPrice } from "../../lib/format.ts";
import { WishlistButton } from "../product/wishlist-button.tsx";

/** A book in a grid: image, title, price; unavailable books are dimmed and not linked (SPEC §2). */
export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  const body = (
    <>
      <div className="relative aspect-[3/4] overflow-hidden rounded-lg bg-brand-50">
        {product.image ? (
          <img
            src={product.image.url}
            alt={product.image.altText ?? product.title}
            width={product.image.width ?? 600}
            height={product.image.height ?? 800}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
        {product.availableForSale ? null : (
          <span className="absolute inset-x-0 top-1/2 -translate-y-1/2 bg-white/85 py-2 text-center font-bold text-red-800">
            Rupture de stock
          </span>
        )}
      </div>
      <h3 className="mt-2 line-clamp-2 font-semibold">{product.title}</h3>
      <p className="mt-1 font-bold text-brand-700">{formatPrice(product.price)}</p>
    </>
  );
  return (
    <article className="relative">
      <div className={product.availableForSale ? "" : "opacity-60"}>
        {product.availableForSale ? (
          <Link to={`/produit/${product.handle}`} className="block rounded-lg hover:opacity-90">
            {body}
          </Link>
        ) : (
          body
        )}
      </div>
      <WishlistButton product={product} className="absolute top-2 right-2" />
    </article>
  );
}
