import { isbnOfIdentifier, isbnsOfBook } from "../../core/catalogue/book-isbns.ts";
import type {
  ProductDetail,
  ProductImage,
  ProductSummary,
  ProductVariant,
} from "../../core/catalogue/catalogue-types.ts";
import { gradeHref, gradeOfOptions, isGradeOption, optionValueLabel } from "../../core/catalogue/condition-grades.ts";
import { tagSlug } from "../../core/catalogue/taxonomy.ts";
import { sectionHref } from "../../core/help/section-anchor.ts";
import type { UcpProduct, UcpVariant } from "./ucp-schemas.ts";

/** Every copy the shop sells is a used book made ready again: schema.org's word for it, stated on each variant. */
export const REFURBISHED_CONDITION = "https://schema.org/RefurbishedCondition";

/** The option that carries a copy's grade, under its French name whatever the store calls it. */
export const GRADE_OPTION = "État";

/**
 * A book as an agent's answer describes it: what the catalogue index holds of it (a search's page of books), and for
 * one book asked by id its pictures and HTML description, read with the product page.
 */
export type UcpBook = ProductSummary & Partial<Pick<ProductDetail, "images" | "descriptionHtml">>;

export type ShopFacts = {
  /** SITE_URL's origin: every URL an agent receives is absolute on it. */
  origin: string;
  shopName: string;
};

/** Euros as the store gives them → cents (ISO 4217 minor units), rounded so that 7.1 × 100 is 710, not 709.99. */
export function cents(euros: number): number {
  return Math.round(euros * 100);
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

export function productUrl(facts: ShopFacts, handle: string): string {
  return `${facts.origin}/produit/${encodeURIComponent(handle)}`;
}

/**
 * The seller's policy pages, on each copy as the spec places them: terms, withdrawal (the right to change one's mind
 * within 14 days), delivery, privacy, and the FAQ.
 */
export function sellerLinks(facts: ShopFacts) {
  return [
    { type: "terms_of_service", url: `${facts.origin}/conditions-service`, title: "Conditions générales de vente" },
    { type: "refund_policy", url: `${facts.origin}/retractation`, title: "Droit de rétractation et retours" },
    {
      type: "shipping_policy",
      url: `${facts.origin}${sectionHref("/faq", "livraison-et-commandes")}`,
      title: "Livraison",
    },
    {
      type: "privacy_policy",
      url: `${facts.origin}${sectionHref("/mentions-legales", "donnees-personnelles")}`,
      title: "Données personnelles",
    },
    { type: "faq", url: `${facts.origin}/faq`, title: "Questions fréquentes" },
  ];
}

function media(facts: ShopFacts, images: readonly ProductImage[]) {
  return images.map((image) => ({
    type: "image",
    url: absoluteUrl(facts.origin, image.url),
    ...(image.altText ? { alt_text: image.altText } : {}),
    ...(image.width && image.width > 0 ? { width: image.width } : {}),
    ...(image.height && image.height > 0 ? { height: image.height } : {}),
  }));
}

/** A copy's availability: for sale now, sold out, or (Shopify's « continue selling ») sold ahead of restocking. */
function availability(variant: Pick<ProductVariant, "availableForSale" | "backOrder">) {
  if (!variant.availableForSale) return { available: false, status: "out_of_stock" };
  return { available: true, status: variant.backOrder ? "backorder" : "in_stock" };
}

/** The copy's options as the shop writes them: the grade under « État » in the shop's own words. */
function copyOptions(variant: Pick<ProductVariant, "selectedOptions">) {
  return variant.selectedOptions.map((option) => ({
    name: isGradeOption(option.name) ? GRADE_OPTION : option.name,
    label: optionValueLabel(option),
  }));
}

export function ucpVariant(
  facts: ShopFacts,
  product: Pick<UcpBook, "handle" | "description" | "variants">,
  variant: ProductVariant,
): UcpVariant {
  const grade = gradeOfOptions(variant.selectedOptions);
  const gradeText = grade ? `${grade.label} : ${grade.summary}` : "Exemplaire d'occasion reconditionné.";
  // A copy is of its book's edition: its ISBN is the one its SKU says, else the book's (issue 50).
  const isbn = (variant.sku ? isbnOfIdentifier(variant.sku) : null) ?? isbnsOfBook(product)[0];
  return {
    id: variant.id,
    ...(variant.sku ? { sku: variant.sku } : {}),
    ...(isbn ? { barcodes: [{ type: "ISBN", value: isbn }] } : {}),
    title: grade?.label ?? variant.title,
    description: { plain: gradeText },
    url: productUrl(facts, product.handle),
    price: { amount: cents(variant.price), currency: "EUR" },
    availability: availability(variant),
    options: copyOptions(variant),
    metadata: {
      item_condition: REFURBISHED_CONDITION,
      ...(grade
        ? { grade: grade.slug, grade_label: grade.label, grade_url: absoluteUrl(facts.origin, gradeHref(grade)) }
        : {}),
      ...(variant.quantityAvailable !== null ? { quantity_available: variant.quantityAvailable } : {}),
    },
    seller: { name: facts.shopName, links: sellerLinks(facts) },
  };
}

/** The options the given copies come in, each value once, in the copies' order: those an agent can choose among. */
function optionsOfCopies(variants: readonly ProductVariant[]) {
  const options = new Map<string, string[]>();
  for (const option of variants.flatMap(copyOptions)) {
    const labels = options.get(option.name) ?? [];
    if (!labels.includes(option.label)) labels.push(option.label);
    options.set(option.name, labels);
  }
  return [...options].map(([name, labels]) => ({ name, values: labels.map((label) => ({ label })) }));
}

/**
 * A book as UCP's catalog describes a product: its copies as variants (the grade as the option « État »), prices in
 * cents of EUR, absolute URLs, covers, the taxonomy's ages, themes and subjects as categories.
 */
export function ucpProduct(
  facts: ShopFacts,
  product: UcpBook,
  variants: readonly ProductVariant[],
  options: { html?: boolean } = {},
): UcpProduct | null {
  const first = variants[0];
  if (!first) return null;
  const prices = variants.map((variant) => cents(variant.price));
  const gradeOptions = optionsOfCopies(variants);
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    description: {
      plain: product.description || product.title,
      // The HTML only for one book (get_product): in a page of results it would double the answer's weight.
      ...(options.html && product.descriptionHtml ? { html: product.descriptionHtml } : {}),
    },
    url: productUrl(facts, product.handle),
    categories: product.tags.map((tag) => ({ value: tagSlug(tag), taxonomy: "merchant" })),
    price_range: {
      min: { amount: Math.min(...prices), currency: "EUR" },
      max: { amount: Math.max(...prices), currency: "EUR" },
    },
    media: media(facts, product.images?.length ? product.images : product.image ? [product.image] : []),
    ...(gradeOptions.length > 0 ? { options: gradeOptions } : {}),
    variants: variants.map((variant) => ucpVariant(facts, product, variant)),
    tags: product.tags,
    metadata: {
      publisher: product.vendor,
      ...(product.productType ? { product_type: product.productType } : {}),
      item_condition: REFURBISHED_CONDITION,
    },
  };
}
