import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { formatPrice } from "../../../core/format.ts";
import { markdownLink, markdownText } from "./markdown-text.ts";
import { SHOP_PATHS } from "./shop-paths.ts";

/** What a book's availability is called in every rendition: the words of the shop's pages. */
export const AVAILABILITY = { inStock: "En stock", soldOut: "Épuisé", backOrder: "En réapprovisionnement" } as const;

/** A card's price as the card writes it: the lowest, after « dès » when the copies differ (decision 019). */
export function cardPrice(card: Pick<ProductCardData, "price" | "priceVaries">): string {
  return `${card.priceVaries ? "dès " : ""}${formatPrice(card.price)}`;
}

/** One book of a list: its linked title, publisher, price and availability, on one line. */
export function cardLine(card: ProductCardData, siteUrl: string): string {
  const parts = [
    markdownLink(card.title, `${siteUrl}${SHOP_PATHS.product(card.handle)}`),
    card.vendor ? markdownText(card.vendor) : null,
    cardPrice(card),
    card.availableForSale ? AVAILABILITY.inStock : AVAILABILITY.soldOut,
  ];
  return `- ${parts.filter(Boolean).join(" — ")}`;
}

/** A titled list of books, or nothing when there is none. */
export function cardSection(title: string, cards: readonly ProductCardData[], siteUrl: string): string | null {
  if (cards.length === 0) return null;
  return `## ${title}\n\n${cards.map((card) => cardLine(card, siteUrl)).join("\n")}`;
}
