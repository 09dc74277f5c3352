import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_STOREFRONT_API_VERSION } from "../../../core/shop-constants.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { testDatabaseEngines } from "../../db/databases.test-helper.ts";
import { carts, discountCodes, products, productVariants } from "../../db/schema.ts";
import { storefrontEndpoint } from "../../storefront/api-version.ts";
import { CLIENT_HEADER, TRIAL_CART_HEADER } from "../../storefront/storefront-headers.ts";
import { createCartQuota } from "../cart/cart-quota.ts";
import { seedDemoDiscountCodes } from "../discounts.ts";
import { firstVariantIds, insertTestCatalogue } from "./catalogue.test-helper.ts";
import { createLocalStorefrontHandler } from "./local-storefront-handler.ts";

const TOKEN = "jeton-de-test-storefront-local";
const SITE_URL = "https://boutique.example.fr";
const ENDPOINT = storefrontEndpoint(SITE_URL, DEFAULT_STOREFRONT_API_VERSION);

/** docs/product.md §7 call 6, with every field the storefront reads. */
const CART_CREATE = `mutation CartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart {
      id checkoutUrl totalQuantity note
      attributes { key value }
      cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
      discountCodes { code applicable }
      discountAllocations { discountedAmount { amount currencyCode } }
      lines(first: 100) { edges { node { id quantity
        cost { totalAmount { amount } amountPerQuantity { amount } }
        merchandise { ... on ProductVariant { id title quantityAvailable product { handle title } } } } } }
    }
    userErrors { field message code }
  }
}`;

type CartAnswer = {
  cart: {
    id: string;
    checkoutUrl: string;
    totalQuantity: number;
    note: string | null;
    attributes: Array<{ key: string; value: string }>;
    cost: { subtotalAmount: { amount: string; currencyCode: string }; totalAmount: { amount: string } };
    discountCodes: Array<{ code: string; applicable: boolean }>;
    discountAllocations: Array<{ discountedAmount: { amount: string } }>;
    lines: {
      edges: Array<{
        node: {
          quantity: number;
          cost: { totalAmount: { amount: string }; amountPerQuantity: { amount: string } };
          merchandise: { id: string; product: { handle: string } };
        };
      }>;
    };
  } | null;
  userErrors: Array<{ field: string[]; message: string; code: string }>;
};

type Body = { data?: { cartCreate: CartAnswer } | null; errors?: Array<{ message: string }> };

describe.each(testDatabaseEngines())("cartCreate on $name", (engine) => {
  let database: DatabaseHandle;
  let handler: (request: Request) => Promise<Response>;
  const variantIds = new Map<string, string>();

  beforeAll(async () => {
    database = await engine.open();
    const productIds = await insertTestCatalogue(database.db);
    await seedDemoDiscountCodes(database.db);
    for (const [handle, id] of await firstVariantIds(database.db, productIds)) {
      variantIds.set(handle, `gid://shopify/ProductVariant/${id}`);
    }
    handler = createLocalStorefrontHandler({
      db: database.db,
      token: TOKEN,
      shopName: "Bouquinerie",
      siteUrl: SITE_URL,
      logError: (message, error) => {
        throw new Error(`${message}: ${String(error)}`);
      },
    });
  });
  afterAll(() => database?.close());

  async function post(input: unknown): Promise<{ status: number; body: Body }> {
    const response = await handler(
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": TOKEN },
        body: JSON.stringify({ query: CART_CREATE, variables: { input } }),
      }),
    );
    return { status: response.status, body: (await response.json()) as Body };
  }

  async function cartCreate(input: unknown): Promise<CartAnswer> {
    const { status, body } = await post(input);
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    return body.data?.cartCreate as CartAnswer;
  }

  const line = (handle: string, quantity?: number) => ({ merchandiseId: variantIds.get(handle), quantity });

  async function storedCarts(): Promise<number> {
    const [row] = await database.db.select({ value: count() }).from(carts);
    return row?.value ?? 0;
  }

  describe("a valid cart", () => {
    it("is stored and answered in Shopify's shapes with an absolute checkout URL on the site", async () => {
      const before = await storedCarts();
      const answer = await cartCreate({
        lines: [line("grand-livre-des-dinosaures", 2), line("contes-de-noel", 1)],
        attributes: [{ key: "source", value: "panier" }],
      });
      expect(answer.userErrors).toEqual([]);
      const cart = answer.cart;
      expect(cart?.id).toMatch(/^gid:\/\/shopify\/Cart\/[\w-]{24}$/);
      const cartId = cart?.id.split("/").at(-1);
      expect(cart?.checkoutUrl).toBe(`${SITE_URL}/commande/${cartId}`);
      expect(cart?.totalQuantity).toBe(3);
      expect(cart?.attributes).toEqual([{ key: "source", value: "panier" }]);
      expect(cart?.cost).toEqual({
        subtotalAmount: { amount: "32.0", currencyCode: "EUR" },
        totalAmount: { amount: "32.0", currencyCode: "EUR" },
      });
      expect(cart?.discountCodes).toEqual([]);
      expect(cart?.discountAllocations).toEqual([]);
      expect(cart?.lines.edges.map((edge) => edge.node)).toEqual([
        expect.objectContaining({
          quantity: 2,
          cost: { totalAmount: { amount: "25.0" }, amountPerQuantity: { amount: "12.5" } },
          merchandise: expect.objectContaining({
            id: variantIds.get("grand-livre-des-dinosaures"),
            product: expect.objectContaining({ handle: "grand-livre-des-dinosaures" }),
          }),
        }),
        expect.objectContaining({
          quantity: 1,
          cost: { totalAmount: { amount: "7.0" }, amountPerQuantity: { amount: "7.0" } },
        }),
      ]);
      expect(await storedCarts()).toBe(before + 1);
      const [stored] = await database.db
        .select()
        .from(carts)
        .where(eq(carts.id, cartId as string));
      expect(stored?.lines).toEqual([
        { variantId: expect.any(Number), quantity: 2, attributes: [] },
        { variantId: expect.any(Number), quantity: 1, attributes: [] },
      ]);
    });

    it("keeps a gift's note and attributes, as Shopify's schema defines them, and answers them back", async () => {
      const gift = [
        { key: "C'est pour offrir", value: "Oui" },
        { key: "Ne pas mettre le prix dans le colis", value: "Oui" },
      ];
      const answer = await cartCreate({
        lines: [line("imagier-des-animaux", 1)],
        note: "Joyeux Noël Léa !\nPapi et Mamie",
        attributes: gift,
      });
      expect(answer.userErrors).toEqual([]);
      expect(answer.cart?.note).toBe("Joyeux Noël Léa !\nPapi et Mamie");
      expect(answer.cart?.attributes).toEqual(gift);
      const [stored] = await database.db
        .select()
        .from(carts)
        .where(eq(carts.id, answer.cart?.id.split("/").at(-1) as string));
      expect(stored?.note).toBe("Joyeux Noël Léa !\nPapi et Mamie");
      expect(stored?.attributes).toEqual(gift);
    });

    it("answers a null note for a cart created without one, and keeps none for an empty one", async () => {
      expect((await cartCreate({ lines: [line("imagier-des-animaux", 1)] })).cart?.note).toBeNull();
      expect((await cartCreate({ lines: [line("imagier-des-animaux", 1)], note: "" })).cart?.note).toBeNull();
    });

    it("merges lines of the same variant and takes a missing quantity as 1", async () => {
      const answer = await cartCreate({
        lines: [{ merchandiseId: variantIds.get("imagier-des-animaux") }, line("imagier-des-animaux", 2)],
      });
      expect(answer.cart?.totalQuantity).toBe(3);
      expect(answer.cart?.lines.edges).toHaveLength(1);
    });

    it("creates a cart with a unique id each time", async () => {
      const first = await cartCreate({ lines: [line("imagier-des-animaux", 1)] });
      const second = await cartCreate({ lines: [line("imagier-des-animaux", 1)] });
      expect(first.cart?.id).not.toBe(second.cart?.id);
    });
  });

  describe("discount codes", () => {
    it("applies BIENVENUE10 whatever its case: 10 % off, one allocation", async () => {
      const answer = await cartCreate({
        lines: [line("grand-livre-des-dinosaures", 2)],
        discountCodes: ["bienvenue10"],
      });
      expect(answer.cart?.discountCodes).toEqual([{ code: "BIENVENUE10", applicable: true }]);
      expect(answer.cart?.discountAllocations).toEqual([{ discountedAmount: { amount: "2.5", currencyCode: "EUR" } }]);
      expect(answer.cart?.cost.subtotalAmount.amount).toBe("25.0");
      expect(answer.cart?.cost.totalAmount.amount).toBe("22.5");
    });

    it("applies LIVRES5 from 30 EUR only", async () => {
      const below = await cartCreate({ lines: [line("grand-livre-des-dinosaures", 2)], discountCodes: ["LIVRES5"] });
      expect(below.cart?.discountCodes).toEqual([{ code: "LIVRES5", applicable: false }]);
      expect(below.cart?.discountAllocations).toEqual([]);
      expect(below.cart?.cost.totalAmount.amount).toBe("25.0");

      const above = await cartCreate({
        lines: [line("grand-livre-des-dinosaures", 2), line("imagier-des-animaux", 1)],
        discountCodes: [" livres5 "],
      });
      expect(above.cart?.discountCodes).toEqual([{ code: "LIVRES5", applicable: true }]);
      expect(above.cart?.cost.subtotalAmount.amount).toBe("30.9");
      expect(above.cart?.cost.totalAmount.amount).toBe("25.9");
    });

    it("reports NOEL2025 (ended) and an unknown code as not applicable, without allocation", async () => {
      const answer = await cartCreate({
        lines: [line("grand-livre-des-dinosaures", 1)],
        discountCodes: ["NOEL2025", "PASUNCODE", "noel2025"],
      });
      expect(answer.cart?.discountCodes).toEqual([
        { code: "NOEL2025", applicable: false },
        { code: "PASUNCODE", applicable: false },
      ]);
      expect(answer.cart?.discountAllocations).toEqual([]);
      expect(answer.cart?.cost.totalAmount.amount).toBe("12.5");
    });

    it("never makes the total negative, and keeps inactive, future and exhausted codes out", async () => {
      await database.db.insert(discountCodes).values([
        { code: "GROSCADEAU", kind: "fixed_amount", value: "100.00" },
        { code: "ENPAUSE", kind: "percentage", value: "50.00", active: false },
        { code: "BIENTOT", kind: "percentage", value: "50.00", startsAt: new Date(Date.now() + 86_400_000) },
        { code: "EPUISE", kind: "percentage", value: "50.00", usageLimit: 2, usageCount: 2 },
      ]);
      const answer = await cartCreate({
        lines: [line("grand-livre-des-dinosaures", 1)],
        discountCodes: ["ENPAUSE", "BIENTOT", "EPUISE", "GROSCADEAU", "BIENVENUE10"],
      });
      expect(answer.cart?.discountCodes).toEqual([
        { code: "ENPAUSE", applicable: false },
        { code: "BIENTOT", applicable: false },
        { code: "EPUISE", applicable: false },
        { code: "GROSCADEAU", applicable: true },
        { code: "BIENVENUE10", applicable: true },
      ]);
      expect(answer.cart?.discountAllocations).toEqual([
        { discountedAmount: { amount: "12.5", currencyCode: "EUR" } },
        { discountedAmount: { amount: "0.0", currencyCode: "EUR" } },
      ]);
      expect(answer.cart?.cost.totalAmount.amount).toBe("0.0");
    });

    it("seeds the demo codes once, however often the shop starts", async () => {
      await seedDemoDiscountCodes(database.db);
      await seedDemoDiscountCodes(database.db);
      const rows = await database.db.select({ code: discountCodes.code }).from(discountCodes);
      expect(rows.filter((row) => ["BIENVENUE10", "LIVRES5", "NOEL2025"].includes(row.code))).toHaveLength(3);
    });
  });

  describe("bad input: user errors in French, nothing stored", () => {
    it.each([
      ["a well-formed but unknown variant id", { merchandiseId: "gid://shopify/ProductVariant/999999", quantity: 1 }],
      ["a product id instead of a variant id", { merchandiseId: "gid://shopify/Product/1", quantity: 1 }],
      ["a string that is no id at all", { merchandiseId: "'; drop table carts; --", quantity: 1 }],
    ])("refuses %s", async (_name, badLine) => {
      const before = await storedCarts();
      const answer = await cartCreate({ lines: [line("imagier-des-animaux", 1), badLine] });
      expect(answer.cart).toBeNull();
      expect(answer.userErrors).toEqual([
        {
          field: ["input", "lines", "1", "merchandiseId"],
          message: expect.stringContaining("Article introuvable"),
          code: "INVALID_MERCHANDISE_LINE",
        },
      ]);
      expect(await storedCarts()).toBe(before);
    });

    it("refuses the variant of an unpublished book", async () => {
      const [hidden] = await database.db
        .select({ id: productVariants.id })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(products.handle, "livre-cache-des-dinosaures"));
      const answer = await cartCreate({ lines: [{ merchandiseId: `gid://shopify/ProductVariant/${hidden?.id}` }] });
      expect(answer.cart).toBeNull();
      expect(answer.userErrors[0]?.code).toBe("INVALID_MERCHANDISE_LINE");
    });

    it.each([
      [0, "INVALID", "supérieur ou égal à 1"],
      [-3, "INVALID", "supérieur ou égal à 1"],
      [1_000_000, "MAXIMUM_EXCEEDED", "ne peut pas dépasser 999"],
    ])("refuses a quantity of %d", async (quantity, code, message) => {
      const before = await storedCarts();
      const answer = await cartCreate({ lines: [line("imagier-des-animaux", quantity)] });
      expect(answer.cart).toBeNull();
      expect(answer.userErrors).toEqual([
        { field: ["input", "lines", "0", "quantity"], message: expect.stringContaining(message), code },
      ]);
      expect(await storedCarts()).toBe(before);
    });

    it("refuses merged lines whose quantities add up beyond the maximum", async () => {
      const answer = await cartCreate({ lines: [line("imagier-des-animaux", 600), line("imagier-des-animaux", 600)] });
      expect(answer.userErrors[0]?.code).toBe("MAXIMUM_EXCEEDED");
    });

    it.each([
      ["fractional", 1.5],
      ["beyond a 32-bit integer", 2 ** 40],
    ])("answers a 400 for a %s quantity (GraphQL's Int) and stores nothing", async (_name, quantity) => {
      const before = await storedCarts();
      const { status, body } = await post({ lines: [line("imagier-des-animaux", quantity)] });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.message).toContain("quantity");
      expect(await storedCarts()).toBe(before);
    });

    it("refuses more than 100 lines", async () => {
      const lines = Array.from({ length: 101 }, (_, index) => ({
        merchandiseId: `gid://shopify/ProductVariant/${index + 1}`,
      }));
      const answer = await cartCreate({ lines });
      expect(answer.cart).toBeNull();
      expect(answer.userErrors).toContainEqual({
        field: ["input", "lines"],
        message: "Le panier ne peut pas contenir plus de 100 articles différents.",
        code: "CART_TOO_LARGE",
      });
    });

    it("refuses a 10,000-character code with a short French message", async () => {
      const before = await storedCarts();
      const answer = await cartCreate({ lines: [line("imagier-des-animaux", 1)], discountCodes: ["A".repeat(10_000)] });
      expect(answer.cart).toBeNull();
      expect(answer.userErrors).toEqual([
        {
          field: ["input", "discountCodes", "0"],
          message: "Un code promo ne peut pas dépasser 50 caractères.",
          code: "INVALID",
        },
      ]);
      expect(await storedCarts()).toBe(before);
    });

    it("refuses too many codes and oversized attributes", async () => {
      const answer = await cartCreate({
        lines: [line("imagier-des-animaux", 1)],
        discountCodes: Array.from({ length: 11 }, (_, index) => `CODE${index}`),
        attributes: [{ key: "note", value: "x".repeat(501) }],
      });
      expect(answer.userErrors.map((error) => error.message)).toEqual([
        "Un attribut (clé ou valeur) ne peut pas dépasser 500 caractères.",
        "Vous ne pouvez pas appliquer plus de 10 codes promo.",
      ]);
    });

    it("refuses a note over 2,000 characters and a NUL character, in French, and stores nothing", async () => {
      const before = await storedCarts();
      const long = await cartCreate({ lines: [line("imagier-des-animaux", 1)], note: "x".repeat(2001) });
      expect(long.cart).toBeNull();
      expect(long.userErrors).toEqual([
        {
          field: ["input", "note"],
          message: "La note du panier ne peut pas dépasser 2000 caractères.",
          code: "INVALID",
        },
      ]);
      // PostgreSQL could not keep it: the whole request is refused before it runs.
      const nul = await post({ lines: [line("imagier-des-animaux", 1)], note: "Pour\u0000Léa" });
      expect(nul.body.errors?.map((error) => error.message)).toEqual([
        "La requête contient un caractère nul (U+0000), refusé.",
      ]);
      expect(await storedCarts()).toBe(before);
    });

    it("refuses the issue's 1,500 line attributes of 500 characters, and stores nothing", async () => {
      const before = await storedCarts();
      const attributes = Array.from({ length: 1500 }, (_, index) => ({ key: `k${index}`, value: "x".repeat(500) }));
      const answer = await cartCreate({ lines: [{ ...line("imagier-des-animaux", 1), attributes }] });
      expect(answer.cart).toBeNull();
      expect(answer.userErrors.map((error) => error.message)).toEqual([
        "Un article du panier ne peut pas porter plus de 10 attributs.",
        "Les attributs du panier et de ses articles ne peuvent pas dépasser 16000 caractères en tout.",
      ]);
      expect(await storedCarts()).toBe(before);
    });

    it("bounds the attributes of every line together, not only each line", async () => {
      const handles = [...variantIds.keys()].slice(0, 5);
      const attributes = Array.from({ length: 8 }, (_, index) => ({ key: `k${index}`, value: "x".repeat(495) }));
      const answer = await cartCreate({ lines: handles.map((handle) => ({ ...line(handle, 1), attributes })) });
      expect(answer.userErrors.map((error) => error.message)).toEqual([
        "Les attributs du panier et de ses articles ne peuvent pas dépasser 16000 caractères en tout.",
      ]);
    });
  });

  describe("a trial cart (a promo check)", () => {
    it("is priced and answered but not stored", async () => {
      const before = await storedCarts();
      const response = await handler(
        new Request(ENDPOINT, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-Shopify-Storefront-Access-Token": TOKEN,
            [TRIAL_CART_HEADER]: "1",
          },
          body: JSON.stringify({
            query: CART_CREATE,
            variables: { input: { lines: [line("grand-livre-des-dinosaures", 2)], discountCodes: ["BIENVENUE10"] } },
          }),
        }),
      );
      const body = (await response.json()) as Body;
      expect(body.data?.cartCreate.userErrors).toEqual([]);
      expect(body.data?.cartCreate.cart?.discountCodes).toEqual([{ code: "BIENVENUE10", applicable: true }]);
      expect(await storedCarts()).toBe(before);
    });

    it("counts the carts an HTTP client stores against its quota; the storefront's in-process calls carry none", async () => {
      const limited = createLocalStorefrontHandler({
        db: database.db,
        token: TOKEN,
        shopName: "Bouquinerie",
        siteUrl: SITE_URL,
        cartQuota: createCartQuota({ windowMs: 60_000, limit: 2 }),
      });
      const create = async (headers: Record<string, string>) => {
        const response = await limited(
          new Request(ENDPOINT, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": TOKEN, ...headers },
            body: JSON.stringify({
              query: CART_CREATE,
              variables: { input: { lines: [line("imagier-des-animaux", 1)] } },
            }),
          }),
        );
        return ((await response.json()) as Body).data?.cartCreate as CartAnswer;
      };
      const client = { [CLIENT_HEADER]: "203.0.113.7" };
      const before = await storedCarts();
      expect((await create(client)).cart).not.toBeNull();
      expect((await create(client)).cart).not.toBeNull();
      const refused = await create(client);
      expect(refused.cart).toBeNull();
      expect(refused.userErrors[0]?.message).toContain("Trop de paniers");
      // A promo check stores nothing, so it is never refused for the quota.
      expect((await create({ ...client, [TRIAL_CART_HEADER]: "1" })).cart).not.toBeNull();
      for (let i = 0; i < 3; i++) expect((await create({})).cart).not.toBeNull();
      expect(await storedCarts()).toBe(before + 5);
    });
  });
});
