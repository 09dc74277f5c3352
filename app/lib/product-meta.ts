import type { MetaDescriptor } from "react-router";
import type { ProductPageData } from "./product-page-types.ts";
import type { RootData } from "./root-data.ts";
import { absoluteUrl, pageMeta } from "./seo.ts";
import { CURRENCY } from "./shop-constants.ts";

/**
 * Page metadata of a product (SPEC §2): description cut at 150 characters, Open Graph and `product:*` tags (price,
 * currency, availability, refurbished condition), and a schema.org Product with its Offer as JSON-LD.
 */
export function productMeta(data: ProductPageData, root: RootData): MetaDescriptor[] {
  const { product, details } = data;
  const images = (product.images.length > 0 ? product.images : product.image ? [product.image] : []).map((image) =>
    absoluteUrl(root.siteUrl, image.url),
  );
  const url = `${root.siteUrl}/produit/${encodeURIComponent(product.handle)}`;
  const availability = product.availableForSale ? "in stock" : "out of stock";
  return [
    ...pageMeta({
      title: `${product.title} | ${root.shop.name}`,
      description: details.shortDescription || details.description || product.description || product.title,
      canonical: url,
      image: images[0],
      type: "product",
      shopName: root.shop.name,
    }),
    { property: "product:price:amount", content: product.price.toFixed(2) },
    { property: "product:price:currency", content: CURRENCY },
    { property: "product:availability", content: availability },
    { property: "product:condition", content: "refurbished" },
    { property: "product:brand", content: product.vendor },
    ...(details.isbn ? [{ property: "product:isbn", content: details.isbn }] : []),
    { "script:ld+json": productStructuredData(data, url, images) },
  ];
}

/** schema.org Product + Offer; facts the description does not give are left out rather than invented. */
export function productStructuredData({ product, details }: ProductPageData, url: string, images: string[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    url,
    image: images,
    description: details.shortDescription || details.description || undefined,
    sku: product.variants[0]?.id,
    brand: { "@type": "Brand", name: product.vendor },
    ...(details.isbn ? { isbn: details.isbn, gtin13: details.isbn.replace(/\D/g, "") || undefined } : {}),
    ...(details.author ? { author: { "@type": "Person", name: details.author } } : {}),
    publisher: { "@type": "Organization", name: product.vendor },
    ...(details.pages !== null ? { numberOfPages: details.pages } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: product.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: product.availableForSale ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/RefurbishedCondition",
    },
  };
}
