import { TEST_BUYER, TYPED_TEST_CARDS } from "./checkout-page.ts";
import { E2E_STOREFRONT_TOKEN, STOREFRONT_API_PATH } from "./storefront-token.ts";

type StorefrontApi = { baseUrl: string; token?: string };

async function storefrontQuery<T>(api: StorefrontApi, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${api.baseUrl}${STOREFRONT_API_PATH}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-shopify-storefront-access-token": api.token ?? E2E_STOREFRONT_TOKEN,
    },
    body: JSON.stringify({ query, variables }),
  });
  if (!response.ok) throw new Error(`API Storefront locale : ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export type StockedVariant = { id: string; quantityAvailable: number; handle: string; title: string };

/** Single-copy-per-variant books of the local service, first first, with their real stock. */
export async function variantsWithStock(
  api: StorefrontApi,
  accept: (quantity: number) => boolean,
): Promise<StockedVariant[]> {
  const data = await storefrontQuery<{
    products: {
      nodes: Array<{
        handle: string;
        title: string;
        variants: { nodes: Array<{ id: string; quantityAvailable: number }> };
      }>;
    };
  }>(api, "{ products(first: 100) { nodes { handle title variants(first: 2) { nodes { id quantityAvailable } } } } }");
  return data.products.nodes
    .filter((product) => product.variants.nodes.length === 1)
    .flatMap((product) =>
      product.variants.nodes.map((variant) => ({ ...variant, handle: product.handle, title: product.title })),
    )
    .filter((variant) => accept(variant.quantityAvailable));
}

export type ListedProduct = { handle: string; title: string; vendor: string };

/** The first products of the local service for a search in Shopify's syntax (`vendor:"…"`, `tag:…`). */
export async function productsMatching(api: StorefrontApi, query: string): Promise<ListedProduct[]> {
  const data = await storefrontQuery<{ products: { nodes: ListedProduct[] } }>(
    api,
    "query Products($query: String!) { products(first: 20, query: $query) { nodes { handle title vendor } } }",
    { query },
  );
  return data.products.nodes;
}

/** A cart of one copy, by `cartCreate`; its id is the last part of the checkout URL. */
export async function createCart(api: StorefrontApi, variantId: string): Promise<string> {
  const data = await storefrontQuery<{ cartCreate: { cart: { checkoutUrl: string } } }>(
    api,
    "mutation CartCreate($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }",
    { input: { lines: [{ merchandiseId: variantId, quantity: 1 }] } },
  );
  return new URL(data.cartCreate.cart.checkoutUrl, api.baseUrl).pathname.split("/").at(-1) as string;
}

/** The hosted checkout's form, filled by the test buyer with the accepted test card, as the browser posts it. */
export function checkoutForm(): string {
  return new URLSearchParams({
    email: TEST_BUYER.email,
    name: TEST_BUYER.name,
    line1: TEST_BUYER.line1,
    line2: "",
    postalCode: TEST_BUYER.postalCode,
    city: TEST_BUYER.city,
    country: "FR",
    delivery: "relay",
    cardNumber: TYPED_TEST_CARDS.accepted,
  }).toString();
}

/** The contact form's fields, with `subject` to find the message again. */
export function contactForm(subject: string): string {
  return new URLSearchParams({
    name: "Camille Martin",
    email: "camille@exemple.fr",
    subject,
    message: "Bonjour, une question.",
  }).toString();
}

/** What the hosted checkout answers to a paid order: a redirect to its confirmation page. */
export function isOrderConfirmed(status: number, location: string | null | undefined): boolean {
  return status === 302 && (location ?? "").endsWith("/confirmation");
}

/** Pays a cart at an instance's hosted checkout, as the browser posts the form: whether the order was placed. */
export async function checkOut(shopUrl: string, cartId: string): Promise<boolean> {
  const sale = await fetch(`${shopUrl}/commande/${cartId}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: checkoutForm(),
  });
  return isOrderConfirmed(sale.status, sale.headers.get("location"));
}
