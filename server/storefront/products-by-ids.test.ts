import { describe, expect, it } from "vitest";
import { createStorefrontClient, PRODUCTS_PER_READ } from "./storefront-client.ts";
import type { StorefrontTransport } from "./transport.ts";

/** A store answering each id asked with a summary, but none for ids ending in « retire »; or 402 when `closed`. */
function fakeStore(closedOnRequest = -1) {
  const asked: string[][] = [];
  const transport: StorefrontTransport = {
    async request<T>(_document: string, variables: Record<string, unknown>): Promise<T | null> {
      const ids = variables.ids as string[];
      asked.push(ids);
      if (asked.length - 1 === closedOnRequest) return null;
      const nodes = ids.map((id) =>
        id.endsWith("retire")
          ? null
          : {
              id,
              handle: id.split("/").pop(),
              title: `Livre ${id}`,
              description: "",
              vendor: "Nathan",
              productType: "Album",
              tags: [],
              availableForSale: true,
              priceRange: { minVariantPrice: { amount: 5, currencyCode: "EUR" }, maxVariantPrice: { amount: 5 } },
              featuredImage: null,
              options: [],
              variants: { nodes: [] },
            },
      );
      return { nodes } as T;
    },
  };
  return { asked, client: createStorefrontClient(transport) };
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => `gid://shopify/Product/${i + 1}`);

describe("products read by id for the catalogue index", () => {
  it("asks at most a page of the catalogue sync per request and answers every id in order", async () => {
    const store = fakeStore();
    const wanted = [...ids(2 * PRODUCTS_PER_READ + 1), "gid://shopify/Product/retire"];
    const read = await store.client.productsByIds(wanted);
    expect(store.asked.map((chunk) => chunk.length)).toEqual([PRODUCTS_PER_READ, PRODUCTS_PER_READ, 2]);
    expect(read?.map((product) => product?.id ?? null)).toEqual([...wanted.slice(0, -1), null]);
  });

  it("answers null when the store answers nothing usable to any of the requests", async () => {
    const store = fakeStore(1);
    expect(await store.client.productsByIds(ids(PRODUCTS_PER_READ + 1))).toBeNull();
  });

  it("asks nothing for no id", async () => {
    const store = fakeStore();
    expect(await store.client.productsByIds([])).toEqual([]);
    expect(store.asked).toEqual([]);
  });
});
