import type { Locator, Page } from "@playwright/test";

/**
 * A card's own link, the one around its title: a book for sale has it, a sold-out book does not (its only link is
 * « Me prévenir du retour »), and a quick view is a link without the title.
 */
export function titleLink(page: Page): Locator {
  return page.getByRole("link").filter({ has: page.getByRole("heading") });
}

/** The cards of books for sale in a region: those whose title is a link. */
export function cardsForSale(page: Page, region: Locator): Locator {
  return region.getByRole("article").filter({ has: titleLink(page) });
}
