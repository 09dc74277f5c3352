import type { MetaDescriptor } from "react-router";
import type { ProductVariant } from "../../../core/catalogue/catalogue-types.ts";
import { gradeOfOptions } from "../../../core/catalogue/condition-grades.ts";
import { variantNumber } from "../../../core/catalogue/handle.ts";
import type { ProductForPage, ProductPageData } from "../../../core/catalogue/product-page-types.ts";
import { CURRENCY } from "../../../core/shop-constants.ts";
import type { RootData } from "../document/root-data.ts";
import { absoluteUrl, pageMeta } from "../document/seo.ts";

/**
 * Page metadata of a product (docs/product.md §2): description cut at 150 characters, Open Graph and `product:*` tags (price,
 * currency, availability, refurbished condition), and a schema.org Product with its offers as JSON-LD.
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
      description: details.shortDescription || details.description || product.title,
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

/** schema.org Product with one Offer per copy; facts the description does not give are left out, not invented. */
export function productStructuredData({ product, details }: ProductPageData, url: string, images: string[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    url,
    image: images,
    description: details.shortDescription || details.description || undefined,
    brand: { "@type": "Brand", name: product.vendor },
    ...(details.isbn ? { isbn: details.isbn, gtin13: details.isbn.replace(/\D/g, "") || undefined } : {}),
    ...(details.author ? { author: { "@type": "Person", name: details.author } } : {}),
    publisher: { "@type": "Organization", name: product.vendor },
    ...(details.pages !== null ? { numberOfPages: details.pages } : {}),
    offers: productOffers(product, url),
  };
}

/**
 * One Offer per copy (decision 019): its grade, price, availability, SKU and a link that opens the page on it. No
 * AggregateOffer: it is meant for one product offered by several sellers, and each copy here is its own offer.
 */
export function productOffers(product: Pick<ProductForPage, "variants">, url: string) {
  const several = product.variants.length > 1;
  return product.variants.map((variant) => {
    const grade = gradeOfOptions(variant.selectedOptions);
    return {
      "@type": "Offer",
      url: several ? `${url}?variant=${variantNumber(variant.id)}` : url,
      sku: variant.sku ?? variant.id,
      ...(grade ? { name: grade.label } : {}),
      price: variant.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: availabilityOf(variant),
      // The shop's books are « reconditionnés » in the sense of Code de la consommation R122-4 (decision 019).
      itemCondition: "https://schema.org/RefurbishedCondition",
    };
  });
}

function availabilityOf(variant: Pick<ProductVariant, "availableForSale" | "backOrder">): string {
  if (!variant.availableForSale) return "https://schema.org/OutOfStock";
  return variant.backOrder ? "https://schema.org/BackOrder" : "https://schema.org/InStock";
}
