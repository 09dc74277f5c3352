import { sql } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CHECKOUT_MESSAGES } from "../../core/checkout/checkout-schema.ts";
import { deliveryEstimate } from "../../core/delivery/delivery-dates.ts";
import { DISCARDED_BODY_BYTES } from "../../core/http/request-body.server.ts";
import { insertCart } from "../../server/commerce/cart/cart-store.ts";
import { TEST_CHECKOUT_FORM } from "../../server/commerce/checkout/checkout-form.test-helper.ts";
import { createLocalCheckout } from "../../server/commerce/checkout/local-checkout.ts";
import { firstVariantIds, insertTestCatalogue } from "../../server/commerce/graphql/catalogue.test-helper.ts";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { openDatabase } from "../../server/db/connection.ts";
import type { AppServices } from "../../server/services.ts";
import { requestInfoContext, servicesContext } from "../context.ts";
import { handleError } from "../entry.server.tsx";
import type { Route } from "./+types/checkout";
import CheckoutPage, { action, loader } from "./checkout.tsx";
import { loader as confirmationLoader } from "./checkout-confirmation.tsx";

/** The shop's default delivery settings: the pages compute their dates from them (docs/product.md §16). */
const delivery = loadConfig({}).delivery;

/** The loaders and action only read `localCheckout` and the delivery settings from the services. */
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

  /** The local checkout's services over the test database, with the test card accepted or refused. */
  function localCheckoutContext({ testPayments }: { testPayments: boolean }) {
    return contextWith({
      publicConfig: { delivery } as AppServices["publicConfig"],
      localCheckout: createLocalCheckout({
        db: database.db,
        shopName: "Bouquinerie",
        testPayments,
        onStockChanged: () => undefined,
      }),
    });
  }

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
    const local = localCheckoutContext({ testPayments: true });
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
    const local = localCheckoutContext({ testPayments: true });
    expect(await statusOf(() => loader(args(local)))).toBe(404);
    expect(await statusOf(() => confirmationLoader(args(local)))).toBe(404);
  });

  it("in production without test payments, open on a French notice that payment is closed, with no payment form", async () => {
    const closed = localCheckoutContext({ testPayments: false });
    const cart = await cartOfOneBook();
    const request = new Request(`http://localhost/commande/${cart.id}`);
    const loaderData = await loader({ params: { cartId: cart.id }, context: closed, request } as never);
    // The page reads only its loader's and action's data.
    const props = { loaderData, actionData: undefined } as unknown as Route.ComponentProps;
    const html = renderToString(<CheckoutPage {...props} />);
    const text = html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");
    expect(text).toContain("Paiement de votre commande");
    expect(text).toContain(CHECKOUT_MESSAGES.testPaymentsOff);
    expect(html).toContain('role="alert"');
    expect(html).not.toContain("<form");
    expect(html).not.toContain("<input");
    expect(text).not.toContain(CHECKOUT_MESSAGES.testPaymentsNotice);
  });

  it("give each delivery option's dates for an order placed now, by the server's clock (issue 40)", async () => {
    const cart = await cartOfOneBook();
    vi.useFakeTimers({ now: new Date("2026-12-16T15:00:00+01:00"), toFake: ["Date"] });
    try {
      const request = new Request(`http://localhost/commande/${cart.id}`);
      const context = localCheckoutContext({ testPayments: true });
      const loaderData = await loader({ params: { cartId: cart.id }, context, request } as never);
      expect(loaderData.estimates).toEqual([
        { method: "relay", from: "2026-12-23", to: "2026-12-29" },
        { method: "express", from: "2026-12-23", to: "2026-12-24" },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("confirm an order with the dates of its option, counted from the moment it was placed", async () => {
    const context = localCheckoutContext({ testPayments: true });
    const cart = await cartOfOneBook();
    const post = new Request(`http://localhost/commande/${cart.id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      // Another buyer than the one a later test refuses: her order must not stand in the way of its constraint.
      body: new URLSearchParams({ ...TEST_CHECKOUT_FORM, email: "mamie.martin@exemple.fr", delivery: "express" }),
    });
    expect(await statusOf(() => action({ params: { cartId: cart.id }, context, request: post } as never))).toBe(302);
    const confirmation = await confirmationLoader({ params: { cartId: cart.id }, context, request: post } as never);
    const placedAt = new Date(confirmation.order.createdAt);
    expect(confirmation.estimate).toEqual(deliveryEstimate(delivery, "express", placedAt));
  });

  it("log a failed order insert with the request id and the SQLSTATE, never the buyer's e-mail or address", async () => {
    // The database refuses this buyer's order: drizzle's error then quotes the insert with its parameters.
    await database.db.execute(
      sql.raw(`alter table orders add constraint refuse_test_buyer check (email <> '${TEST_CHECKOUT_FORM.email}')`),
    );
    const context = localCheckoutContext({ testPayments: true });
    context.set(requestInfoContext, {
      nonce: "n",
      requestId: "requete-de-test-42",
      clientIp: "203.0.113.7",
      clientKey: "203.0.113.7",
    });
    const cart = await cartOfOneBook();
    const request = new Request(`http://localhost/commande/${cart.id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(TEST_CHECKOUT_FORM),
    });
    const failure = await action({ params: { cartId: cart.id }, context, request } as never).catch((error) => error);
    expect(String((failure as Error).message), "the error itself carries the buyer's details").toContain(
      TEST_CHECKOUT_FORM.email,
    );

    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      handleError(failure, { request, context, params: { cartId: cart.id } } as never);
      expect(logged).toHaveBeenCalledTimes(1);
      const line = logged.mock.calls.map((call) => call.join(" ")).join("\n");
      expect(line).toContain(`POST /commande/${cart.id} (requête requete-de-test-42)`);
      expect(line).toContain("code 23514");
      for (const detail of [TEST_CHECKOUT_FORM.email, TEST_CHECKOUT_FORM.line1, TEST_CHECKOUT_FORM.name, "insert"]) {
        expect(line).not.toContain(detail);
      }
    } finally {
      logged.mockRestore();
    }
  });
});
