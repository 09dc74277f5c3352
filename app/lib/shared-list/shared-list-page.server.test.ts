import { describe, expect, it } from "vitest";
import type { ProductDetail } from "../../../core/catalogue/catalogue-types.ts";
import { testProduct } from "../../../core/catalogue/product.test-helper.ts";
import type { AppServices } from "../../../server/services.ts";
import { loadSharedListPage } from "./shared-list-page.server.ts";

/** Two copies of a book in two grades, one sold. */
const POUCET = {
  ...testProduct({ id: "gid://shopify/Product/7", handle: "le-petit-poucet" }),
  variants: [
    {
      ...testProduct().variants[0],
      id: "gid://shopify/ProductVariant/71",
      title: "Très bon état",
      price: 8.5,
      quantityAvailable: 1,
      selectedOptions: [{ name: "État", value: "Très bon état" }],
    },
    {
      ...testProduct().variants[0],
      id: "gid://shopify/ProductVariant/72",
      title: "Bon état",
      price: 5,
      availableForSale: false,
      quantityAvailable: 0,
      selectedOptions: [{ name: "État", value: "Bon état" }],
    },
  ],
} as ProductDetail;

/** After a re-import, the book came back under another Storefront id, with the same handle. */
const REIMPORTED = testProduct({ id: "gid://shopify/Product/900", handle: "contes-de-noel", title: "Contes de Noël" });

function services(books: ProductDetail[]) {
  const byId = new Map(books.map((book) => [book.id, book]));
  const byHandle = new Map(books.map((book) => [book.handle, book]));
  return {
    catalogue: { productById: (id: string) => byId.get(id), productByHandle: (handle: string) => byHandle.get(handle) },
    productDetails: { byHandle: async (handle: string) => byHandle.get(handle) ?? null },
  } as unknown as Pick<AppServices, "catalogue" | "productDetails">;
}

const list = (items: Array<{ id: string; handle: string }>) => ({
  id: "A".repeat(22),
  title: "La liste de Noël de Léa",
  items,
  updatedAt: new Date(),
});

describe("the shared page's data (issue 40)", () => {
  it("shows each copy with its grade, live price and stock, a sold copy as not for sale", async () => {
    const page = await loadSharedListPage(services([POUCET]), list([{ id: POUCET.id, handle: POUCET.handle }]));
    expect(page.removed).toBe(0);
    expect(page.books[0]?.copies).toEqual([
      expect.objectContaining({
        number: "71",
        label: "Très bon état",
        price: 8.5,
        stock: { availableForSale: true, quantityAvailable: 1 },
      }),
      expect.objectContaining({
        number: "72",
        label: "Bon état",
        stock: { availableForSale: false, quantityAvailable: 0 },
      }),
    ]);
  });

  it("finds a book re-imported under another id by its handle, and counts a book gone from the catalogue", async () => {
    const page = await loadSharedListPage(
      services([POUCET, REIMPORTED]),
      list([
        { id: "gid://shopify/Product/3", handle: "contes-de-noel" },
        { id: "gid://shopify/Product/4", handle: "un-livre-retire" },
        { id: POUCET.id, handle: "ancien-handle-du-poucet" },
      ]),
    );
    expect(page.books.map((book) => book.card.handle)).toEqual(["contes-de-noel", "le-petit-poucet"]);
    expect(page.removed).toBe(1);
  });

  it("names a copy without a grade by its own title, and Shopify's default one « Exemplaire »", async () => {
    const page = await loadSharedListPage(
      services([REIMPORTED]),
      list([{ id: REIMPORTED.id, handle: REIMPORTED.handle }]),
    );
    expect(page.books[0]?.copies.map((copy) => copy.label)).toEqual(["Exemplaire"]);
  });
});
