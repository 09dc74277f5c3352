import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES } from "../../core/checkout/checkout-schema.ts";
import { DISCARDED_BODY_BYTES } from "../../core/http/request-body.server.ts";
import { insertCart } from "../../server/commerce/cart/cart-store.ts";
import { createLocalCheckout } from "../../server/commerce/checkout/local-checkout.ts";
import { firstVariantIds, insertTestCatalogue } from "../../server/commerce/graphql/test-catalogue.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { openDatabase } from "../../server/db/connection.ts";
import type { AppServices } from "../../server/services.ts";
import { servicesContext } from "../context.ts";
import CheckoutPage, { action, loader } from "./checkout.tsx";
import { loader as confirmationLoader } from "./checkout-confirmation.tsx";

/** The loaders and action only read `localCheckout` from the services. */
function contextWith(services: Partial<AppServices>) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services as AppServices);
  return context;
}

async function statusOf(run: () => Promise<unknown>): Promise<number | "no error"> {
  try {
    await run();
    return "no error";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

const CART_ID = "a".repeat(24);
const args = (context: RouterContextProvider, request = new Request(`http://localhost/commande/${CART_ID}`)) =>
  ({ params: { cartId: CART_ID }, context, request }) as never;

describe("checkout routes", () => {
  let database: DatabaseHandle;
  let variants: Map<string, number>;
  beforeAll(async () => {
    database = await openDatabase({});
    variants = await firstVariantIds(database.db, await insertTestCatalogue(database.db));
  });
  afterAll(() => database?.close());

  /** A cart of one book, as the cart page stores it before sending the buyer here. */
  async function cartOfOneBook() {
    const variantId = variants.get("imagier-des-animaux") as number;
    return insertCart(database.db, { lines: [{ variantId, quantity: 1 }], attributes: [], discountCodes: [] });
  }

  it("do not exist in Shopify mode (no local checkout service): 404", async () => {
    const shopify = contextWith({});
    expect(await statusOf(() => loader(args(shopify)))).toBe(404);
    expect(await statusOf(() => confirmationLoader(args(shopify)))).toBe(404);
    const post = new Request(`http://localhost/commande/${CART_ID}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.fr",
    });
    expect(await statusOf(() => action(args(shopify, post)))).toBe(404);
  });

  it("refuse a chunked post beyond 16 KB that declares no Content-Length: 413, read no further than the discard allowance", async () => {
    const local = contextWith({
      localCheckout: createLocalCheckout({
        db: database.db,
        shopName: "Bouquinerie",
        testPayments: true,
        onStockChanged: () => undefined,
      }),
    });
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(`email=${"x".repeat(1024)}&`));
      },
    });
    const post = new Request(`http://localhost/commande/${CART_ID}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit);
    const result = (await action(args(local, post))) as { init: { status: number } | null };
    expect(result.init?.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(Math.ceil((16 * 1024 + DISCARDED_BODY_BYTES) / (1024 + 7)) + 1);
  });

  it("answer 404 for a cart the local checkout does not know", async () => {
    const local = contextWith({
      localCheckout: createLocalCheckout({
        db: database.db,
        shopName: "Bouquinerie",
        testPayments: true,
        onStockChanged: () => undefined,
      }),
    });
    expect(await statusOf(() => loader(args(local)))).toBe(404);
    expect(await statusOf(() => confirmationLoader(args(local)))).toBe(404);
  });

  it("in production without test payments, open on a French notice that payment is closed, with no payment form", async () => {
    const closed = contextWith({
      localCheckout: createLocalCheckout({
        db: database.db,
        shopName: "Bouquinerie",
        testPayments: false,
        onStockChanged: () => undefined,
      }),
    });
    const cart = await cartOfOneBook();
    const request = new Request(`http://localhost/commande/${cart.id}`);
    const loaderData = await loader({ params: { cartId: cart.id }, context: closed, request } as never);
    const html = renderToString(<CheckoutPage {...({ loaderData, actionData: undefined } as never)} />);
    const text = html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");
    expect(text).toContain("Paiement de votre commande");
    expect(text).toContain(CHECKOUT_MESSAGES.testPaymentsOff);
    expect(html).toContain('role="alert"');
    expect(html).not.toContain("<form");
    expect(html).not.toContain("<input");
    expect(text).not.toContain(CHECKOUT_MESSAGES.testPaymentsNotice);
  });
});
