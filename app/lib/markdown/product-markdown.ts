import type { VariantStock } from "../../../core/cart/cart-schemas.ts";
import type { ProductVariant } from "../../../core/catalogue/catalogue-types.ts";
import { GRADES_PAGE_PATH, gradeOfOptions, optionValueLabel } from "../../../core/catalogue/condition-grades.ts";
import { variantNumber } from "../../../core/catalogue/handle.ts";
import type { ProductPageData } from "../../../core/catalogue/product-page-types.ts";
import { formatPrice } from "../../../core/format.ts";
import { ALERT_MESSAGES } from "../../../core/messages/alerts.ts";
import { markdownDocument, markdownLink, markdownParagraphs, markdownText } from "./markdown-text.ts";
import { AVAILABILITY, cardPrice, cardSection } from "./product-card-markdown.ts";
import { SHOP_PATHS } from "./shop-paths.ts";

/** A sold-out title's page offers an alert (issue 39); an agent tells the parent rather than fills the form. */
const SOLD_OUT_NOTE = "Ce livre est épuisé : sa fiche propose une alerte par e-mail à son retour en stock.";

/**
 * A product page in Markdown (issue 41 item 5): what the page shows of the book and of each copy — its grade, price
 * and availability — from the loader's data, with absolute links.
 */
export function productMarkdown(page: ProductPageData, siteUrl: string): string {
  const { product, details, stock, related, forSaleInstead } = page;
  const pageUrl = `${siteUrl}${SHOP_PATHS.product(product.handle)}`;
  const facts = [
    details.author ? `Auteur : ${markdownText(details.author)}` : null,
    product.vendor ? `Éditeur : ${markdownText(product.vendor)}` : null,
    details.collection ? `Collection : ${markdownText(details.collection)}` : null,
    details.pages ? `${details.pages} pages` : null,
    details.isbn ? `ISBN : ${markdownText(details.isbn)}` : null,
  ].filter((fact) => fact !== null);

  return markdownDocument([
    `# ${markdownText(product.title)}`,
    facts.map((fact) => `- ${fact}`).join("\n"),
    [
      `**Prix : ${cardPrice(product)}** — ${product.availableForSale ? AVAILABILITY.inStock : AVAILABILITY.soldOut}`,
      `Adresse : ${pageUrl}`,
    ].join("\n\n"),
    details.shortDescription ? markdownText(details.shortDescription) : null,
    product.availableForSale ? null : SOLD_OUT_NOTE,
    copiesSection(product.variants, stock, pageUrl, siteUrl),
    details.description ? `## Description\n\n${markdownParagraphs(details.description.split(/\n+/))}` : null,
    cardSection(ALERT_MESSAGES.forSaleInstead, forSaleInstead, siteUrl),
    cardSection("Dans la même collection", related.sameCollection, siteUrl),
    cardSection("Du même éditeur", related.samePublisher, siteUrl),
  ]);
}

function copiesSection(
  variants: readonly ProductVariant[],
  stock: Record<string, VariantStock | undefined>,
  pageUrl: string,
  siteUrl: string,
): string | null {
  if (variants.length === 0) return null;
  const lines = variants.map((variant) => {
    const forSale = stock[variant.id]?.availableForSale ?? variant.availableForSale;
    const availability = !forSale
      ? AVAILABILITY.soldOut
      : variant.backOrder
        ? AVAILABILITY.backOrder
        : `${AVAILABILITY.inStock}${copiesLeft(variant.quantityAvailable)}`;
    const parts = [markdownText(copyLabel(variant)), formatPrice(variant.price), availability];
    if (forSale) parts.push(markdownLink("choisir cet exemplaire", `${pageUrl}?variant=${variantNumber(variant.id)}`));
    return `- ${parts.join(" — ")}`;
  });
  const glossary = `Les états sont expliqués sur ${markdownLink("Les états de nos livres", `${siteUrl}${GRADES_PAGE_PATH}`)}.`;
  return `## Exemplaires\n\n${lines.join("\n")}\n\n${glossary}`;
}

/** A copy is named by its grade in the shop's words; a store's own options as the page writes them. */
function copyLabel(variant: ProductVariant): string {
  const grade = gradeOfOptions(variant.selectedOptions);
  if (grade) return grade.label;
  const options = variant.selectedOptions.filter((option) => option.value !== "Default Title");
  return options.length > 0 ? options.map(optionValueLabel).join(", ") : "Exemplaire";
}

function copiesLeft(quantity: number | null): string {
  if (quantity === null || quantity <= 0) return "";
  return quantity === 1 ? " (1 exemplaire)" : ` (${quantity} exemplaires)`;
}
