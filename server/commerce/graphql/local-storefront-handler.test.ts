import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_STOREFRONT_API_VERSION } from "../../../core/shop-constants.ts";
import type { Database, DatabaseHandle } from "../../db/connection.ts";
import { testDatabaseEngines } from "../../db/databases.test-helper.ts";
import { storefrontEndpoint } from "../../storefront/api-version.ts";
import { PRODUCTS_BY_IDS_QUERY } from "../../storefront/documents.ts";
import { CLIENT_HEADER } from "../../storefront/storefront-headers.ts";
import { insertTestCatalogue } from "./catalogue.test-helper.ts";
import { createLocalStorefrontHandler, type LocalStorefrontOptions } from "./local-storefront-handler.ts";
import { startTurnCounter } from "./turn-counter.test-helper.ts";

const TOKEN = "jeton-de-test-storefront-local";
const ENDPOINT = storefrontEndpoint("http://localhost:3000", DEFAULT_STOREFRONT_API_VERSION);

/** docs/product.md §7 call 1: a product by handle, with the product fields of docs/product.md §3. */
const PRODUCT_BY_HANDLE = `query ProductByHandle($handle: String!) {
  product(handle: $handle) {
    id title description descriptionHtml handle vendor productType tags
    priceRange { minVariantPrice { amount currencyCode } }
    images(first: 5) { edges { node { url altText } } }
    featuredImage { url altText }
    variants(first: 10) { edges { node { id title price { amount currencyCode } availableForSale weight weightUnit
      selectedOptions { name value } } } }
    options { name values }
  }
}`;

/** docs/product.md §7 call 3: the product list, a page at a time. */
const PRODUCT_LIST = `query ProductList($first: Int!, $after: String) {
  products(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node { id title description handle vendor productType tags
      priceRange { minVariantPrice { amount currencyCode } }
      images(first: 5) { edges { node { url altText } } }
      featuredImage { url altText }
      variants(first: 10) { edges { node { id title price { amount currencyCode } availableForSale
        selectedOptions { name value } } } }
      options { name values } } }
  }
}`;

/** docs/product.md §7 call 5: the home catalogue query. */
const HOME_CATALOGUE = `query HomeCatalogue { products(first: 50) { edges { node { id tags } } } }`;

/** docs/product.md §7 call 7: the stock of one variant. */
const VARIANT_STOCK = `query VariantStock($id: ID!) {
  node(id: $id) { ... on ProductVariant { id quantityAvailable } }
}`;

type Body = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

function post(body: unknown, headers: Record<string, string> = {}, url = ENDPOINT): Request {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": TOKEN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe.each(testDatabaseEngines())("local Storefront endpoint on $name", (engine) => {
  let database: DatabaseHandle;
  let handler: (request: Request) => Promise<Response>;
  const logError = vi.fn();

  function handlerFor(db: Database, options: Partial<LocalStorefrontOptions> = {}) {
    return createLocalStorefrontHandler({
      db,
      token: TOKEN,
      shopName: "Bouquinerie",
      siteUrl: "http://localhost:3000",
      logError,
      ...options,
    });
  }

  let productIds: Map<string, number>;

  beforeAll(async () => {
    database = await engine.open();
    productIds = await insertTestCatalogue(database.db);
    handler = handlerFor(database.db);
  });
  afterAll(() => database?.close());

  async function answer(request: Request): Promise<{ status: number; body: Body; response: Response }> {
    const response = await handler(request);
    return { status: response.status, body: (await response.json()) as Body, response };
  }

  describe("HTTP semantics", () => {
    it("answers 200 with data in JSON with a charset", async () => {
      const { status, body, response } = await answer(post({ query: "{ shop { name } }" }));
      expect(status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expect(body).toEqual({ data: { shop: { name: "Bouquinerie" } } });
    });

    it("answers 401 like Shopify when the token is missing or wrong", async () => {
      const missing = await answer(
        new Request(ENDPOINT, { method: "POST", body: JSON.stringify({ query: "{ shop { name } }" }) }),
      );
      expect(missing.status).toBe(401);
      expect(missing.body.errors).toEqual([{ message: expect.any(String), extensions: { code: "UNAUTHORIZED" } }]);
      const wrong = await answer(post({ query: "{ shop { name } }" }, { "X-Shopify-Storefront-Access-Token": "x" }));
      expect(wrong.status).toBe(401);
      expect(wrong.body.errors?.[0]?.extensions?.code).toBe("UNAUTHORIZED");
    });

    it("answers every YYYY-MM version with the one it serves, named in X-Shopify-API-Version as Shopify does", async () => {
      for (const version of [DEFAULT_STOREFRONT_API_VERSION, "2025-07", "2024-01", "2027-01"]) {
        const { status, body, response } = await answer(
          post({ query: "{ shop { name } }" }, {}, storefrontEndpoint("http://localhost:3000", version)),
        );
        expect({ version, status, body }).toEqual({
          version,
          status: 200,
          body: { data: { shop: { name: "Bouquinerie" } } },
        });
        expect(response.headers.get("X-Shopify-API-Version")).toBe(DEFAULT_STOREFRONT_API_VERSION);
      }
      // Refusals say it too: a client learns the version it reached whatever the answer.
      const refused = await handler(post({ query: "{ shop { name } }" }, { "X-Shopify-Storefront-Access-Token": "x" }));
      expect(refused.headers.get("X-Shopify-API-Version")).toBe(DEFAULT_STOREFRONT_API_VERSION);
    });

    it("answers 404 off its path and 405 for another method", async () => {
      for (const url of ["http://localhost/api/latest/graphql.json", "http://localhost/api/2026-4/graphql.json"]) {
        expect((await answer(post({ query: "{ shop { name } }" }, {}, url))).status).toBe(404);
      }
      const get = await handler(new Request(ENDPOINT, { headers: { "X-Shopify-Storefront-Access-Token": TOKEN } }));
      expect(get.status).toBe(405);
      expect(get.headers.get("Allow")).toBe("POST");
    });

    it.each([
      ["malformed JSON", "{ query: ", "JSON valide"],
      ["a JSON array", "[1, 2]", "objet JSON"],
      ["no query", "{}", "query"],
      ["a blank query", '{ "query": "  " }', "query"],
      ["variables that are not an object", '{ "query": "{ shop { name } }", "variables": [1] }', "variables"],
      ["a document that does not parse", '{ "query": "{ shop { name }" }', "Syntax Error"],
      ["an unknown field", '{ "query": "{ products(first: 1) { nodes { titel } } }" }', 'Cannot query field "titel"'],
      ["an unknown operation name", '{ "query": "query A { shop { name } }", "operationName": "B" }', "opération"],
      [
        "variables of the wrong type",
        '{ "query": "query ($n: Int!) { products(first: $n) { nodes { id } } }", "variables": { "n": "dix" } }',
        "$n",
      ],
      ["a page over 250", '{ "query": "{ products(first: 1000) { nodes { id } } }" }', "250"],
      [
        "a null character in a handle",
        '{ "query": "query ($h: String!) { product(handle: $h) { id } }", "variables": { "h": "abc\\u0000def" } }',
        "caractère nul",
      ],
      [
        "a lone surrogate in a variable",
        '{ "query": "query ($h: String!) { product(handle: $h) { id } }", "variables": { "h": "\\udc00" } }',
        "Unicode mal formé",
      ],
      [
        "a lone surrogate in a cart line's attribute",
        '{ "query": "mutation ($i: CartInput!) { cartCreate(input: $i) { cart { id } } }", "variables": { "i": { "note": "\\ud83d" } } }',
        "Unicode mal formé",
      ],
    ])("answers 400 for %s, GraphQL-style", async (_case, body, message) => {
      const result = await answer(post(body));
      expect(result.status).toBe(400);
      expect(result.body.errors?.[0]?.message).toContain(message);
      expect(result.body.data).toBeUndefined();
    });

    it("answers 400 for a document nested deeper than 15 levels", async () => {
      let selection = "id";
      for (let level = 0; level < 6; level++) selection = `variants(first: 1) { nodes { product { ${selection} } } }`;
      const result = await answer(post({ query: `{ product(handle: "zoe-a-la-ferme") { ${selection} } }` }));
      expect(result.status).toBe(400);
      expect(result.body.errors?.[0]?.message).toContain("trop profond");
    });

    it("answers 413 over 1 MB, whether declared or streamed", async () => {
      const big = JSON.stringify({ query: "{ shop { name } }", variables: { padding: "x".repeat(1_100_000) } });
      expect((await handler(post(big))).status).toBe(413);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let chunk = 0; chunk < 20; chunk++) controller.enqueue(new Uint8Array(100_000).fill(32));
          controller.close();
        },
      });
      const streamed = new Request(ENDPOINT, {
        method: "POST",
        headers: { "X-Shopify-Storefront-Access-Token": TOKEN },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect((await handler(streamed)).status).toBe(413);
    });

    it("keeps 200 when a resolver fails, like Shopify", async () => {
      const result = await answer(post({ query: "{ products { nodes { id } } }" }));
      expect(result.status).toBe(200);
      expect(result.body).toEqual({
        data: null,
        errors: [expect.objectContaining({ message: "you must provide one of first or last" })],
      });
    });

    it("logs an unexpected failure once and answers a generic French message without details", async () => {
      logError.mockClear();
      const broken = new Proxy(database.db, {
        get(target, property, receiver) {
          if (property === "select") {
            return () => {
              throw new Error("connexion perdue: secret interne");
            };
          }
          return Reflect.get(target, property, receiver);
        },
      });
      const response = await handlerFor(broken)(post({ query: '{ shop { name } product(handle: "x") { id } }' }));
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain("secret interne");
      expect(text).not.toContain("at ");
      expect(JSON.parse(text)).toEqual({
        data: { shop: { name: "Bouquinerie" }, product: null },
        errors: [
          expect.objectContaining({
            message: "Une erreur interne est survenue dans le service de commerce local. Veuillez réessayer.",
            path: ["product"],
          }),
        ],
      });
      expect(logError).toHaveBeenCalledTimes(1);
    });

    it("logs a failure outside the execution with the request id too, and answers 500 in French", async () => {
      logError.mockClear();
      const request = post({ query: "{ shop { name } }" }, { "X-Request-Id": "requete-de-test-7" });
      // A defect before the document runs: here, reading the request's address throws.
      Object.defineProperty(request, "url", {
        get() {
          throw new TypeError("défaut de programmation");
        },
      });
      const { status, body } = await answer(request);
      expect(status).toBe(500);
      expect(body.errors?.[0]?.message).toBe(
        "Une erreur interne est survenue dans le service de commerce local. Veuillez réessayer.",
      );
      expect(logError).toHaveBeenCalledExactlyOnceWith(
        "[commerce] requête GraphQL en échec (requête requete-de-test-7)",
        expect.any(TypeError),
      );
    });

    it("answers introspection and __typename from the official schema", async () => {
      const { status, body } = await answer(post({ query: '{ __typename __type(name: "Product") { name kind } }' }));
      expect(status).toBe(200);
      expect(body).toEqual({ data: { __typename: "QueryRoot", __type: { name: "Product", kind: "OBJECT" } } });
    });

    it("accepts application/graphql bodies", async () => {
      const request = new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/graphql", "X-Shopify-Storefront-Access-Token": TOKEN },
        body: "{ shop { name } }",
      });
      expect((await answer(request)).body).toEqual({ data: { shop: { name: "Bouquinerie" } } });
    });
  });

  describe("abuse (issue 20)", () => {
    const aliases = (count: number, field: string) =>
      `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(" ")} }`;

    it("refuses 300 aliases of shop { name } before validating them, in milliseconds", async () => {
      const started = performance.now();
      const result = await answer(post({ query: aliases(300, "shop { name }") }));
      expect(result.status).toBe(400);
      expect(result.body.errors?.[0]?.message).toBe("Le document GraphQL contient trop d'alias (30 au plus).");
      expect(performance.now() - started).toBeLessThan(100);
    });

    it("refuses the issue's 2,000 aliases of shop { name } (26 KB) before parsing them", async () => {
      const started = performance.now();
      const result = await answer(post({ query: aliases(2000, "shop { name }") }));
      expect(performance.now() - started).toBeLessThan(100);
      expect(result.status).toBe(400);
      expect(result.body.errors?.[0]?.message).toBe("Le document GraphQL est trop long (16000 caractères au plus).");
    });

    it("refuses the issue's full pages of descriptions under aliases, and a page size hidden in a default value", async () => {
      const pages = aliases(20, "products(first: 250) { nodes { descriptionHtml } }");
      const refused = await answer(post({ query: pages }));
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.message).toContain("trop coûteux");
      const hidden = await answer(
        post({ query: "query ($n: Int = 1000) { products(first: $n) { nodes { descriptionHtml } } }" }),
      );
      expect(hidden.status).toBe(400);
      expect(hidden.body.errors?.[0]?.message).toContain("250");
    });

    it("counts every id of nodes(ids:)", async () => {
      const ids = Array.from({ length: 250 }, (_, i) => `gid://shopify/Product/${i + 1}`);
      const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Product {
        variants(first: 100) { nodes { id title } } } } }`;
      const result = await answer(post({ query, variables: { ids } }));
      expect(result.status).toBe(400);
      expect(result.body.errors?.[0]?.message).toContain("trop coûteux");
    });

    it("refuses an answer larger than the response cap", async () => {
      const small = handlerFor(database.db, { maxResponseBytes: 200 });
      const response = await small(post({ query: "{ products(first: 10) { nodes { descriptionHtml } } }" }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as Body).errors?.[0]?.message).toContain("La réponse dépasserait");
    });

    it("answers a forged cursor with an impossible date as a GraphQL error, without logging anything", async () => {
      logError.mockClear();
      const forged = Buffer.from(JSON.stringify(["CREATED_AT", "2025-13-45 99:99:99", 1])).toString("base64url");
      const result = await answer(
        post({ query: `{ products(first: 2, sortKey: CREATED_AT, after: "${forged}") { nodes { id } } }` }),
      );
      expect(result.status).toBe(200);
      expect(result.body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_REQUEST" } });
      expect(result.body.errors?.[0]?.message).toContain("curseur");
      expect(logError).not.toHaveBeenCalled();
    });

    it("answers malformed ids as GraphQL errors, without logging anything", async () => {
      logError.mockClear();
      for (const id of ["gid://shopify/Product/99999999999999999999", "not-a-gid", "gid://shopify/Product/1%00"]) {
        const result = await answer(post({ query: "query ($id: ID!) { node(id: $id) { id } }", variables: { id } }));
        expect(result.status).toBe(200);
        expect(result.body.errors ?? []).not.toContainEqual(
          expect.objectContaining({ extensions: { code: "INTERNAL_SERVER_ERROR" } }),
        );
      }
      expect(logError).not.toHaveBeenCalled();
    });

    it("runs a document from HTTP one root field per event-loop turn, the shop's own in one go", async () => {
      const document = aliases(20, "shop { name }");
      async function turnsDuring(request: Request): Promise<number> {
        const counter = startTurnCounter();
        const { status } = await answer(request);
        expect(status).toBe(200);
        return counter.stop();
      }
      // The HTTP route always sets the client header; the storefront's in-process calls never do.
      expect(await turnsDuring(post({ query: document }, { [CLIENT_HEADER]: "203.0.113.7" }))).toBeGreaterThanOrEqual(
        20,
      );
      expect(await turnsDuring(post({ query: document }))).toBeLessThan(20);
    });

    it("logs an unexpected database failure by its code and place, never its SQL parameters", async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const failing = new Proxy(database.db, {
        get(target, property, receiver) {
          if (property === "select") {
            return () => {
              const cause = Object.assign(new Error("date/time field value out of range"), { code: "22008" });
              throw new Error('Failed query: select … where "created_at" > $1\nparams: secret@example.fr', { cause });
            };
          }
          return Reflect.get(target, property, receiver);
        },
      });
      const quiet = createLocalStorefrontHandler({
        db: failing,
        token: TOKEN,
        shopName: "Bouquinerie",
        siteUrl: "http://localhost:3000",
      });
      await quiet(post({ query: '{ product(handle: "x") { id } }' }, { "X-Request-Id": "req-42" }));
      const logged = errors.mock.calls.flat().map(String).join("\n");
      errors.mockRestore();
      expect(logged).toContain("req-42");
      expect(logged).toContain("22008");
      expect(logged).not.toContain("secret@example.fr");
      expect(logged).not.toContain("Failed query");
    });
  });

  describe("the calls of docs/product.md §7", () => {
    async function run(query: string, variables: Record<string, unknown>) {
      const result = await answer(post({ query, variables }));
      expect(result.status).toBe(200);
      expect(result.body.errors).toBeUndefined();
      return result.body.data as Record<string, unknown>;
    }

    it("answers the products a sale names, null for one no longer published (the catalogue index's re-read)", async () => {
      const ids = ["fees-et-licornes", "livre-cache-des-dinosaures"].map(
        (handle) => `gid://shopify/Product/${productIds.get(handle)}`,
      );
      const data = await run(PRODUCTS_BY_IDS_QUERY, { ids });
      expect(data.nodes).toEqual([expect.objectContaining({ id: ids[0], handle: "fees-et-licornes" }), null]);
    });

    it("executes call 1, product by handle", async () => {
      const data = await run(PRODUCT_BY_HANDLE, { handle: "fees-et-licornes" });
      expect(data.product).toMatchObject({ handle: "fees-et-licornes", variants: { edges: [{}, {}] } });
    });

    it("executes call 3, the product list, through every page", async () => {
      const first = await run(PRODUCT_LIST, { first: 6 });
      const firstPage = first.products as { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: unknown[] };
      expect(firstPage.edges).toHaveLength(6);
      expect(firstPage.pageInfo.hasNextPage).toBe(true);
      // 50, not 250: ten variants and five images a product, 250 products cost past the limit (document-guard.ts).
      const second = await run(PRODUCT_LIST, { first: 50, after: firstPage.pageInfo.endCursor });
      expect(second.products).toMatchObject({ pageInfo: { hasNextPage: false } });
      expect((second.products as { edges: unknown[] }).edges).toHaveLength(4);
    });

    it("executes call 5, the home catalogue query", async () => {
      const data = await run(HOME_CATALOGUE, {});
      const edges = (data.products as { edges: Array<{ node: { id: string; tags: string[] } }> }).edges;
      expect(edges).toHaveLength(10);
      expect(edges[0]?.node).toEqual({
        id: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/),
        tags: expect.any(Array),
      });
    });

    it("executes call 7, the stock of a variant", async () => {
      const product = await run(PRODUCT_BY_HANDLE, { handle: "imagier-des-animaux" });
      const variantId = (product.product as { variants: { edges: Array<{ node: { id: string } }> } }).variants.edges[0]
        ?.node.id;
      expect(await run(VARIANT_STOCK, { id: variantId })).toEqual({ node: { id: variantId, quantityAvailable: 10 } });
    });
  });
});
