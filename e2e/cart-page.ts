import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { E2E_STOREFRONT_TOKEN, STOREFRONT_API_PATH } from "./support/storefront-token.ts";

/** The e2e shop's own token: the tests read the demo catalogue through it. */
const LOCAL_TOKEN = E2E_STOREFRONT_TOKEN;

export type DemoBook = {
  product: {
    id: string;
    handle: string;
    title: string;
    vendor: string;
    featuredImage: { url: string; altText: string | null; width: number | null; height: number | null } | null;
  };
  variantId: string;
  variantTitle: string;
  price: number;
  quantityAvailable: number;
  selectedOptions: Array<{ name: string; value: string }>;
};

type ProductsAnswer = {
  data: {
    products: {
      nodes: Array<{
        id: string;
        handle: string;
        title: string;
        vendor: string;
        featuredImage: DemoBook["product"]["featuredImage"];
        variants: {
          nodes: Array<{
            id: string;
            title: string;
            availableForSale: boolean;
            quantityAvailable: number | null;
            price: { amount: string };
            selectedOptions: Array<{ name: string; value: string }>;
          }>;
        };
      }>;
    };
  };
};

/** Books of the demo catalogue with their first variant's real stock, straight from the local Storefront API. */
export async function demoBooks(request: APIRequestContext): Promise<DemoBook[]> {
  const response = await request.post(STOREFRONT_API_PATH, {
    headers: { "X-Shopify-Storefront-Access-Token": LOCAL_TOKEN },
    data: {
      query: `query CartTestBooks { products(first: 250, sortKey: ID) { nodes {
        id handle title vendor featuredImage { url altText width height }
        variants(first: 1) { nodes { id title availableForSale quantityAvailable price { amount } selectedOptions { name value } } }
      } } }`,
    },
  });
  const body = (await response.json()) as ProductsAnswer;
  return body.data.products.nodes.flatMap((node) => {
    const variant = node.variants.nodes[0];
    if (!variant) return [];
    const { variants: _variants, ...product } = node;
    return [
      {
        product,
        variantId: variant.id,
        variantTitle: variant.title,
        price: Number(variant.price.amount),
        quantityAvailable: variant.availableForSale ? (variant.quantityAvailable ?? 0) : 0,
        selectedOptions: variant.selectedOptions,
      },
    ];
  });
}

/** `12,50 €` exactly as the shop writes it. */
export function euros(amount: number): string {
  return new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }).format(
    amount,
  );
}

/** The cart page and the browser storage behind it. */
export class CartPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Writes the cart straight into local storage (as another tab or an earlier visit would), then opens /panier. */
  async openWith(lines: Array<{ book: DemoBook; quantity: number }>, extra: Record<string, unknown> = {}) {
    await this.page.goto("/");
    const items = lines.map(({ book, quantity }) => {
      const { quantityAvailable: _stock, ...line } = book;
      return { ...line, quantity, isShopify: true };
    });
    await this.writeStorage({
      state: { items, cartId: null, checkoutUrl: null, appliedPromoCodes: [], promoTotalDiscount: 0, ...extra },
      version: 0,
    });
    await this.open();
  }

  async writeStorage(value: unknown) {
    await this.page.evaluate((raw) => localStorage.setItem("shopify-cart", raw), JSON.stringify(value));
  }

  async open() {
    await this.page.goto("/panier");
    await expect(this.page.getByRole("heading", { level: 1, name: "Mon panier" })).toBeVisible();
  }

  row(title: string) {
    return this.page
      .getByRole("region", { name: "Articles du panier" })
      .getByRole("listitem")
      .filter({ hasText: title });
  }

  quantity(title: string) {
    return this.row(title).getByRole("status");
  }

  total() {
    return this.page.getByRole("status", { name: "Total" });
  }

  promoInput() {
    return this.page.getByLabel("Code promo", { exact: true });
  }

  async applyCode(code: string) {
    await this.promoInput().fill(code);
    await this.page.getByRole("button", { name: "Appliquer" }).click();
  }
}
