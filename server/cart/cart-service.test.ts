import { describe, expect, it } from "vitest";
import { DEFAULT_STOREFRONT_API_VERSION } from "../../core/shop-constants.ts";
import { storefrontEndpoint } from "../storefront/api-version.ts";
import { createStorefrontClient } from "../storefront/storefront-client.ts";
import { TRIAL_CART_HEADER } from "../storefront/storefront-headers.ts";
import { createStorefrontTransport } from "../storefront/transport.ts";
import { CheckoutCreationError, createCartService, mergeLines } from "./cart-service.ts";

type GraphqlRequest = { query: string; variables: Record<string, unknown> };
type Responder = (request: GraphqlRequest) => Response | Promise<Response>;

const money = (amount: number) => ({ amount: amount.toFixed(2), currencyCode: "EUR" });

function cartPayload(options: {
  subtotal: number;
  total: number;
  codes?: Array<{ code: string; applicable: boolean }>;
  allocations?: number[];
  checkoutUrl?: string | null;
}) {
  return {
    cartCreate: {
      cart: {
        id: "gid://shopify/Cart/abc",
        checkoutUrl: options.checkoutUrl === undefined ? "http://localhost:4000/checkout/abc" : options.checkoutUrl,
        totalQuantity: 2,
        cost: { subtotalAmount: money(options.subtotal), totalAmount: money(options.total) },
        discountCodes: options.codes ?? [],
        discountAllocations: (options.allocations ?? []).map((amount) => ({ discountedAmount: money(amount) })),
        lines: { nodes: [] },
      },
      userErrors: [],
    },
  };
}

/** The real client and transport over a fake storefront: answers by operation name, records the requests. */
function serviceWith(answers: { cartCreate?: Responder; stock?: Record<string, unknown> }) {
  const requests: GraphqlRequest[] = [];
  const trialHeaders: Array<string | null> = [];
  const transport = createStorefrontTransport({
    endpoint: storefrontEndpoint("http://storefront.test", DEFAULT_STOREFRONT_API_VERSION),
    token: "jeton",
    notify: () => {},
    async fetch(_input, init) {
      const request = JSON.parse(String(init.body)) as GraphqlRequest;
      requests.push(request);
      trialHeaders.push(new Headers(init.headers).get(TRIAL_CART_HEADER));
      if (request.query.includes("mutation CartCreate")) {
        if (!answers.cartCreate) throw new Error("cartCreate inattendu");
        return answers.cartCreate(request);
      }
      if (request.query.includes("query VariantStock")) {
        const id = String(request.variables.id);
        return Response.json({ data: { node: answers.stock?.[id] ?? null } });
      }
      throw new Error(`requête inattendue : ${request.query}`);
    },
  });
  return { service: createCartService(createStorefrontClient(transport)), requests, trialHeaders };
}

const V1 = "gid://shopify/ProductVariant/1";
const V2 = "gid://shopify/ProductVariant/2";
const lines = [
  { variantId: V1, quantity: 2 },
  { variantId: V2, quantity: 1 },
];

describe("cart service: promo validation", () => {
  it("sends a trial cart with the lines and codes, and reports the discount as the sum of allocations", async () => {
    const { service, requests, trialHeaders } = serviceWith({
      cartCreate: () =>
        Response.json({
          data: cartPayload({
            subtotal: 20,
            total: 20,
            codes: [{ code: "BIENVENUE10", applicable: true }],
            allocations: [1.5, 0.5],
          }),
        }),
    });
    expect(await service.validatePromo(lines, ["BIENVENUE10"])).toEqual({
      error: null,
      notApplicable: [],
      validCodes: ["BIENVENUE10"],
      totalDiscount: 2,
    });
    expect(requests[0]?.variables).toEqual({
      input: {
        lines: [
          { merchandiseId: V1, quantity: 2 },
          { merchandiseId: V2, quantity: 1 },
        ],
        discountCodes: ["BIENVENUE10"],
      },
    });
    // A trial cart: the local commerce service does not store it (issue 20).
    expect(trialHeaders).toEqual(["1"]);
  });

  it("falls back to subtotal minus total when there are no allocations, never below 0", async () => {
    const discounted = serviceWith({
      cartCreate: () =>
        Response.json({
          data: cartPayload({ subtotal: 30, total: 25, codes: [{ code: "LIVRES5", applicable: true }] }),
        }),
    });
    expect((await discounted.service.validatePromo(lines, ["LIVRES5"])).totalDiscount).toBe(5);
    const odd = serviceWith({
      cartCreate: () =>
        Response.json({
          data: cartPayload({ subtotal: 20, total: 25, codes: [{ code: "LIVRES5", applicable: true }] }),
        }),
    });
    expect((await odd.service.validatePromo(lines, ["LIVRES5"])).totalDiscount).toBe(0);
  });

  it("lists the codes reported not applicable, whatever their case", async () => {
    const { service } = serviceWith({
      cartCreate: () =>
        Response.json({
          data: cartPayload({
            subtotal: 20,
            total: 18,
            codes: [
              { code: "bienvenue10", applicable: true },
              { code: "NOEL2025", applicable: false },
            ],
          }),
        }),
    });
    expect(await service.validatePromo(lines, ["BIENVENUE10", "NOEL2025", "INCONNU"])).toEqual({
      error: null,
      notApplicable: ["NOEL2025", "INCONNU"],
      validCodes: ["BIENVENUE10"],
      totalDiscount: 2,
    });
  });

  it("reports the first user error, with every code not applicable and no discount", async () => {
    const { service } = serviceWith({
      cartCreate: () =>
        Response.json({
          data: {
            cartCreate: {
              cart: null,
              userErrors: [
                { field: ["input", "lines"], message: "Variante inconnue" },
                { field: null, message: "Autre" },
              ],
            },
          },
        }),
    });
    expect(await service.validatePromo(lines, ["A", "B"])).toEqual({
      error: "Variante inconnue",
      notApplicable: ["A", "B"],
      validCodes: [],
      totalDiscount: 0,
    });
  });

  it("answers 'Réponse invalide' when there is no data and 'Erreur de validation' when the call fails", async () => {
    const empty = serviceWith({ cartCreate: () => Response.json({ data: { cartCreate: null } }) });
    expect((await empty.service.validatePromo(lines, ["A"])).error).toBe("Réponse invalide");
    const paymentRequired = serviceWith({ cartCreate: () => new Response("", { status: 402 }) });
    expect((await paymentRequired.service.validatePromo(lines, ["A"])).error).toBe("Réponse invalide");
    const broken = serviceWith({ cartCreate: () => new Response("oups", { status: 500 }) });
    expect(await broken.service.validatePromo(lines, ["A"])).toEqual({
      error: "Erreur de validation",
      notApplicable: ["A"],
      validCodes: [],
      totalDiscount: 0,
    });
  });
});

describe("cart service: stock", () => {
  it("sells a variant the store sells out of stock up to a line's maximum, allows one copy when the quantity is withheld, and refuses an unknown variant", async () => {
    const { service } = serviceWith({
      stock: {
        [V1]: { id: V1, availableForSale: true, quantityAvailable: -2 },
        [V2]: { id: V2, availableForSale: true, quantityAvailable: null },
      },
    });
    expect(await service.stock(V1)).toEqual({ availableForSale: true, quantityAvailable: 99 });
    expect(await service.stock(V2)).toEqual({ availableForSale: true, quantityAvailable: 1 });
    expect(await service.stock("gid://shopify/ProductVariant/404")).toEqual({
      availableForSale: false,
      quantityAvailable: 0,
    });
  });
});

describe("cart service: checkout", () => {
  const inStock = {
    [V1]: { id: V1, availableForSale: true, quantityAvailable: 5 },
    [V2]: { id: V2, availableForSale: true, quantityAvailable: 5 },
  };

  it("stops with the adjusted lines when stock is short, without creating a cart", async () => {
    const { service, requests } = serviceWith({
      stock: {
        [V1]: { id: V1, availableForSale: true, quantityAvailable: 1 },
        [V2]: { id: V2, availableForSale: false, quantityAvailable: 0 },
      },
    });
    expect(await service.checkout(lines, [])).toEqual({
      status: "adjusted",
      adjustments: [
        { variantId: V1, quantity: 1, reason: "limited" },
        { variantId: V2, quantity: 0, reason: "outOfStock" },
      ],
    });
    expect(requests.some((request) => request.query.includes("CartCreate"))).toBe(false);
  });

  it("counts a variant named twice as one line when checking stock", async () => {
    expect(mergeLines([...lines, { variantId: V1, quantity: 3 }])).toEqual([
      { variantId: V1, quantity: 5 },
      { variantId: V2, quantity: 1 },
    ]);
    const { service } = serviceWith({
      stock: { ...inStock, [V1]: { id: V1, availableForSale: true, quantityAvailable: 4 } },
    });
    const outcome = await service.checkout([...lines, { variantId: V1, quantity: 3 }], []);
    expect(outcome).toEqual({ status: "adjusted", adjustments: [{ variantId: V1, quantity: 4, reason: "limited" }] });
  });

  it("creates the cart with lines and codes and appends channel and discount to the checkout URL", async () => {
    const { service, requests, trialHeaders } = serviceWith({
      stock: inStock,
      cartCreate: () => Response.json({ data: cartPayload({ subtotal: 20, total: 18 }) }),
    });
    expect(await service.checkout(lines, ["BIENVENUE10", "LIVRES5"])).toEqual({
      status: "ready",
      cartId: "gid://shopify/Cart/abc",
      checkoutUrl: "http://localhost:4000/checkout/abc?channel=online_store&discount=BIENVENUE10%2CLIVRES5",
    });
    const create = requests.find((request) => request.query.includes("CartCreate"));
    expect(create?.variables).toMatchObject({ input: { discountCodes: ["BIENVENUE10", "LIVRES5"] } });
    // A real cart, stored for its checkout: no trial header on any request.
    expect(trialHeaders.every((header) => header === null)).toBe(true);
  });

  it("sends a gift as the cart's note and attributes, the words Shopify's admin shows on the order", async () => {
    const { service, requests } = serviceWith({
      stock: inStock,
      cartCreate: () => Response.json({ data: cartPayload({ subtotal: 20, total: 20 }) }),
    });
    await service.checkout(lines, [], { message: "Joyeux Noël Léa !\nPapi et Mamie", hidePrice: true });
    const create = requests.find((request) => request.query.includes("CartCreate"));
    expect(create?.variables).toMatchObject({
      input: {
        note: "Joyeux Noël Léa !\nPapi et Mamie",
        attributes: [
          { key: "C'est pour offrir", value: "Oui" },
          { key: "Ne pas mettre le prix dans le colis", value: "Oui" },
        ],
      },
    });
  });

  it("adds only channel when no code is applied, and sends no discount codes", async () => {
    const { service, requests } = serviceWith({
      stock: inStock,
      cartCreate: () => Response.json({ data: cartPayload({ subtotal: 20, total: 20 }) }),
    });
    const outcome = await service.checkout(lines, []);
    expect(outcome).toMatchObject({ checkoutUrl: "http://localhost:4000/checkout/abc?channel=online_store" });
    const create = requests.find((request) => request.query.includes("CartCreate"));
    expect(create?.variables).toEqual({
      input: {
        lines: [
          { merchandiseId: V1, quantity: 2 },
          { merchandiseId: V2, quantity: 1 },
        ],
      },
    });
  });

  it("fails with the internal messages of docs/product.md §8.3", async () => {
    const cases: Array<[Responder, string]> = [
      [() => new Response("", { status: 402 }), "Réponse invalide de Shopify"],
      [
        () =>
          Response.json({
            data: { cartCreate: { cart: null, userErrors: [{ field: null, message: "Quantité invalide" }] } },
          }),
        "Erreur création panier: Quantité invalide",
      ],
      [
        () => Response.json({ data: cartPayload({ subtotal: 1, total: 1, checkoutUrl: null }) }),
        "Aucune URL de paiement retournée par Shopify",
      ],
      [
        () => Response.json({ data: cartPayload({ subtotal: 1, total: 1, checkoutUrl: "javascript:alert(1)" }) }),
        "Aucune URL de paiement retournée par Shopify",
      ],
      [() => new Response("oups", { status: 503 }), "HTTP error! status: 503"],
    ];
    for (const [cartCreate, message] of cases) {
      const { service } = serviceWith({ stock: inStock, cartCreate });
      const failure = service.checkout(lines, []);
      await expect(failure).rejects.toBeInstanceOf(CheckoutCreationError);
      await expect(failure).rejects.toThrow(message);
    }
  });
});
