import type { MetaDescriptor } from "react-router";
import type { ProductDetail } from "./catalogue-types.ts";
import type { RootData } from "./root-data.ts";
import { absoluteUrl, pageMeta } from "./seo.ts";
import { CURRENCY } from "./shop-constants.ts";

/** Page metadata of a product (SPEC §2): price, currency, availability and the refurbished condition. */
export function productMeta(product: ProductDetail, root: RootData): MetaDescriptor[] {
  const image = product.images[0] ?? product.image;
  return [
    ...pageMeta({
      title: `${product.title} | ${root.shop.name}`,
      description: product.description || product.title,
      canonical: `${root.siteUrl}/produit/${encodeURIComponent(product.handle)}`,
      image: image ? absoluteUrl(root.siteUrl, image.url) : undefined,
      type: "product",
      shopName: root.shop.name,
    }),
    { property: "product:price:amount", content: product.price.toFixed(2) },
    { property: "product:price:currency", content: CURRENCY },
    { property: "product:availability", content: product.availableForSale ? "in stock" : "out of stock" },
    { property: "product:condition", content: "refurbished" },
    { property: "product:brand", content: product.vendor },
  ];
}
