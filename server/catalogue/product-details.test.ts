import { describe, expect, it } from "vitest";
import type { ProductDetail } from "../../core/catalogue/catalogue-types.ts";
import { testProduct } from "../../core/catalogue/product.test-helper.ts";
import { createProductDetails } from "./product-details.ts";

/** A store whose one book's stock can change, counting the questions it is asked. */
function store() {
  let stock = 3;
  const asked: string[] = [];
  let failNext = false;
  return {
    asked,
    setStock(value: number) {
      stock = value;
    },
    failOnce() {
      failNext = true;
    },
    client: {
      async productByHandle(handle: string): Promise<ProductDetail | null> {
        asked.push(handle);
        if (failNext) {
          failNext = false;
          throw new Error("boutique injoignable");
        }
        if (!handle.startsWith("livre")) return null;
        const book = testProduct({ handle, id: `gid://shopify/Product/${handle.replace("livre-", "")}` });
        return { ...book, variants: book.variants.map((variant) => ({ ...variant, quantityAvailable: stock })) };
      },
      async productDetailsByIds(ids: readonly string[]): Promise<Array<ProductDetail | null>> {
        asked.push(`lot:${ids.join(",")}`);
        return ids.map((id) => {
          const book = testProduct({ handle: `livre-${id.split("/").pop()}`, id });
          return { ...book, variants: book.variants.map((variant) => ({ ...variant, quantityAvailable: stock })) };
        });
      },
    },
  };
}

const stockOf = (detail: ProductDetail | null) => detail?.variants[0]?.quantityAvailable;

describe("product details kept between products-changed events", () => {
  it("asks the store once per product until an event, then shows the new stock on the next view", async () => {
    const shop = store();
    const details = createProductDetails(shop.client);
    expect(stockOf(await details.byHandle("livre-1"))).toBe(3);
    expect(stockOf(await details.byHandle("livre-1"))).toBe(3);
    expect(shop.asked).toEqual(["livre-1"]);

    shop.setStock(1); // an order
    details.invalidate(); // its products-changed event
    expect(stockOf(await details.byHandle("livre-1"))).toBe(1);
    expect(shop.asked).toEqual(["livre-1", "livre-1"]);
  });

  it("asks once for a product viewed by several visitors at the same moment", async () => {
    const shop = store();
    const details = createProductDetails(shop.client);
    await Promise.all([details.byHandle("livre-1"), details.byHandle("livre-1"), details.byHandle("livre-1")]);
    expect(shop.asked).toEqual(["livre-1"]);
  });

  it("keeps neither an unknown handle nor a failed question: the next view asks again", async () => {
    const shop = store();
    const details = createProductDetails(shop.client);
    expect(await details.byHandle("inconnu")).toBeNull();
    expect(await details.byHandle("inconnu")).toBeNull();
    shop.failOnce();
    await expect(details.byHandle("livre-2")).rejects.toThrow("boutique injoignable");
    expect(stockOf(await details.byHandle("livre-2"))).toBe(3);
    expect(shop.asked).toEqual(["inconnu", "inconnu", "livre-2", "livre-2"]);
  });

  it("keeps only the most recently viewed products", async () => {
    const shop = store();
    const details = createProductDetails(shop.client, 2);
    await details.byHandle("livre-1");
    await details.byHandle("livre-2");
    await details.byHandle("livre-1"); // viewed again: livre-2 is now the oldest
    await details.byHandle("livre-3");
    await details.byHandle("livre-1");
    await details.byHandle("livre-2");
    expect(shop.asked).toEqual(["livre-1", "livre-2", "livre-3", "livre-2"]);
  });

  it("with nothing to announce changes (Shopify without webhooks), asks the store on every view", async () => {
    const shop = store();
    const details = createProductDetails(shop.client, 0);
    await details.byHandle("livre-1");
    await details.byHandle("livre-1");
    expect(shop.asked).toEqual(["livre-1", "livre-1"]);
  });

  it("forgets only the products the reconciliation read as updated, by handle or by id when the handle changed", async () => {
    const shop = store();
    const details = createProductDetails(shop.client);
    for (const handle of ["livre-1", "livre-2", "livre-3"]) await details.byHandle(handle);
    shop.setStock(1);
    details.forget([
      { id: "gid://shopify/Product/1", handle: "livre-1" },
      // livre-2 now lives at another handle: the page under its old one must not stay as it was.
      { id: "gid://shopify/Product/2", handle: "livre-deux" },
    ]);
    expect(stockOf(await details.byHandle("livre-1"))).toBe(1);
    expect(stockOf(await details.byHandle("livre-2"))).toBe(1);
    expect(stockOf(await details.byHandle("livre-3"))).toBe(3);
    expect(shop.asked).toEqual(["livre-1", "livre-2", "livre-3", "livre-1", "livre-2"]);
  });
  it("an event naming a sale's books forgets those, and the questions still unanswered, but keeps the others", async () => {
    const shop = store();
    const details = createProductDetails(shop.client);
    for (const handle of ["livre-1", "livre-2"]) await details.byHandle(handle);
    const inFlight = details.byHandle("livre-3"); // asked before the sale, answered after it
    shop.setStock(1);
    details.changed(["gid://shopify/Product/1"]);
    await inFlight;
    expect(stockOf(await details.byHandle("livre-1"))).toBe(1);
    expect(stockOf(await details.byHandle("livre-2"))).toBe(3); // kept: not in the sale
    expect(shop.asked).toEqual(["livre-1", "livre-2", "livre-3", "livre-1"]);
    await details.byHandle("livre-3");
    expect(shop.asked.at(-1)).toBe("livre-3"); // the unanswered question was not kept
  });

  it("an event that names no product, or an empty list, forgets them all", async () => {
    for (const named of [undefined, []]) {
      const shop = store();
      const details = createProductDetails(shop.client);
      for (const handle of ["livre-1", "livre-2"]) await details.byHandle(handle);
      details.changed(named);
      for (const handle of ["livre-1", "livre-2"]) await details.byHandle(handle);
      expect(shop.asked, JSON.stringify(named)).toEqual(["livre-1", "livre-2", "livre-1", "livre-2"]);
    }
  });

  it("reads several products in one question, keeps them, and answers the kept ones without asking", async () => {
    const shop = store();
    const details = createProductDetails(shop.client);
    await details.byHandle("livre-1");
    const book = (n: number) => ({ id: `gid://shopify/Product/${n}`, handle: `livre-${n}` });
    const read = await details.many([book(1), book(2), book(3)]);
    expect(read.map((detail) => detail?.handle)).toEqual(["livre-1", "livre-2", "livre-3"]);
    expect(shop.asked).toEqual(["livre-1", "lot:gid://shopify/Product/2,gid://shopify/Product/3"]);
    await details.byHandle("livre-3");
    await details.many([book(2)]);
    expect(shop.asked).toHaveLength(2);
    details.changed(["gid://shopify/Product/2"]);
    shop.setStock(1);
    expect(stockOf((await details.many([book(2)]))[0] ?? null)).toBe(1);
  });
});
