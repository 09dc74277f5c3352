import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_STOREFRONT_API_VERSION } from "../../../core/shop-constants.ts";
import type { Database, DatabaseHandle } from "../../db/connection.ts";
import { testDatabaseEngines } from "../../db/databases.test-helper.ts";
import { products, publishers } from "../../db/schema.ts";
import { storefrontEndpoint } from "../../storefront/api-version.ts";
import { PRODUCT_SAFETY_QUERY } from "../../storefront/documents.ts";
import { insertTestCatalogue, TEST_BOOKS } from "./catalogue.test-helper.ts";
import { createLocalStorefrontHandler } from "./local-storefront-handler.ts";

const TOKEN = "jeton-de-test-storefront-local";
const ENDPOINT = storefrontEndpoint("http://localhost:3000", DEFAULT_STOREFRONT_API_VERSION);

type GraphQLResponse = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: { code?: string } }>;
};

function clientFor(db: Database) {
  const handler = createLocalStorefrontHandler({
    db,
    token: TOKEN,
    shopName: "Bouquinerie",
    siteUrl: "http://localhost:3000",
  });
  return async (query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse> => {
    const response = await handler(
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": TOKEN },
        body: JSON.stringify({ query, variables }),
      }),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as GraphQLResponse;
  };
}

/** A root field of a successful response, typed as the test expects it. */
function rootField<T>(body: GraphQLResponse, name: string): T {
  expect(body.data).toBeTruthy();
  return (body.data as Record<string, unknown>)[name] as T;
}

type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};
type ProductsPage = { edges: Array<{ cursor: string; node: { handle: string } }>; pageInfo: PageInfo };

const PAGE_QUERY = `query Page($first: Int, $last: Int, $after: String, $before: String, $query: String,
    $sortKey: ProductSortKeys, $reverse: Boolean) {
  products(first: $first, last: $last, after: $after, before: $before, query: $query, sortKey: $sortKey,
      reverse: $reverse) {
    edges { cursor node { handle } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

const published = TEST_BOOKS.filter((book) => book.published !== false).map((book) => book.handle);
const handles = (...short: string[]) =>
  short.map((prefix) => {
    const handle = published.find((candidate) => candidate.startsWith(prefix));
    if (!handle) throw new Error(`no test book ${prefix}`);
    return handle;
  });

/** The expected orders of the test catalogue (see catalogue.test-helper.ts: ids follow TEST_BOOKS). */
const EXPECTED_ORDERS: Record<string, string[]> = {
  ID: published,
  BEST_SELLING: published,
  RELEVANCE: published,
  TITLE: handles("au", "bonne", "contes", "dino", "emotions", "fees", "grand", "imagier", "pirates", "zoe"),
  PRICE: handles("fees", "bonne", "zoe", "imagier", "pirates", "contes", "dino", "emotions", "grand", "au"),
  VENDOR: handles("bonne", "grand", "contes", "fees", "pirates", "emotions", "au", "dino", "zoe", "imagier"),
  PRODUCT_TYPE: handles("bonne", "emotions", "zoe", "contes", "fees", "grand", "au", "imagier", "dino", "pirates"),
  CREATED_AT: handles("zoe", "pirates", "imagier", "grand", "fees", "emotions", "dino", "contes", "bonne", "au"),
  UPDATED_AT: published,
};

describe.each(testDatabaseEngines())("local Storefront API catalogue on $name", (engine) => {
  let database: DatabaseHandle;
  let graphql: ReturnType<typeof clientFor>;
  let ids: Map<string, number>;

  beforeAll(async () => {
    database = await engine.open();
    ids = await insertTestCatalogue(database.db);
    graphql = clientFor(database.db);
  });
  afterAll(() => database?.close());

  async function page(variables: Record<string, unknown>): Promise<ProductsPage> {
    const body = await graphql(PAGE_QUERY, variables);
    expect(body.errors).toBeUndefined();
    return (body.data as { products: ProductsPage }).products;
  }

  async function allForward(variables: Record<string, unknown>, size: number) {
    const seen: string[] = [];
    const pages: PageInfo[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 50; guard++) {
      const result = await page({ ...variables, first: size, after });
      seen.push(...result.edges.map((edge) => edge.node.handle));
      pages.push(result.pageInfo);
      if (!result.pageInfo.hasNextPage) break;
      after = result.pageInfo.endCursor;
    }
    return { seen, pages };
  }

  async function search(query: string): Promise<string[]> {
    return (await page({ first: 250, query })).edges.map((edge) => edge.node.handle).sort();
  }

  describe("paging", () => {
    it("pages through every published product exactly once with cursors, pageInfo right on each page", async () => {
      const { seen, pages } = await allForward({}, 3);
      expect(seen).toEqual(published);
      expect(pages.map((info) => [info.hasPreviousPage, info.hasNextPage])).toEqual([
        [false, true],
        [true, true],
        [true, true],
        [true, false],
      ]);
    });

    it("pages backward with last and before", async () => {
      const seen: string[] = [];
      let before: string | null = null;
      const flags: boolean[][] = [];
      for (let guard = 0; guard < 10; guard++) {
        const result = await page({ last: 4, before });
        seen.unshift(...result.edges.map((edge) => edge.node.handle));
        flags.push([result.pageInfo.hasPreviousPage, result.pageInfo.hasNextPage]);
        if (!result.pageInfo.hasPreviousPage) break;
        before = result.pageInfo.startCursor;
      }
      expect(seen).toEqual(published);
      expect(flags).toEqual([
        [true, false],
        [true, true],
        [false, true],
      ]);
    });

    it("gives start and end cursors of the page's first and last edges", async () => {
      const result = await page({ first: 2 });
      expect(result.pageInfo.startCursor).toBe(result.edges[0]?.cursor);
      expect(result.pageInfo.endCursor).toBe(result.edges[1]?.cursor);
    });

    it("answers an empty page with null cursors past the end", async () => {
      const last = await page({ last: 1 });
      const after = await page({ first: 5, after: last.pageInfo.endCursor });
      expect(after.edges).toEqual([]);
      expect(after.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null });
    });

    for (const [sortKey, expected] of Object.entries(EXPECTED_ORDERS)) {
      it(`sorts by ${sortKey}, both ways, and pages through it with cursors`, async () => {
        expect((await allForward({ sortKey }, 3)).seen).toEqual(expected);
        expect((await allForward({ sortKey, reverse: true }, 4)).seen).toEqual([...expected].reverse());
        expect((await page({ first: 250, sortKey })).edges.map((edge) => edge.node.handle)).toEqual(expected);
      });
    }

    it("sorts by RELEVANCE to the free text, most relevant first, with stable cursors", async () => {
      const whole = (await page({ first: 250, query: "dinosaures", sortKey: "RELEVANCE" })).edges.map(
        (edge) => edge.node.handle,
      );
      expect([...whole].sort()).toEqual(handles("dino", "grand").sort());
      expect((await allForward({ query: "dinosaures", sortKey: "RELEVANCE" }, 1)).seen).toEqual(whole);
      expect((await allForward({ query: "dinosaures", sortKey: "RELEVANCE", reverse: true }, 1)).seen).toEqual(
        [...whole].reverse(),
      );
    });

    it("answers errors, not crashes, for bad paging arguments", async () => {
      const missing = await graphql("{ products { nodes { id } } }");
      expect(missing.errors?.[0]?.message).toBe("you must provide one of first or last");
      const garbage = await graphql(PAGE_QUERY, { first: 2, after: "pas-un-curseur" });
      expect(garbage.errors?.[0]?.message).toContain("est invalide");
      const titleCursor = (await page({ first: 1, sortKey: "TITLE" })).pageInfo.endCursor;
      const mismatched = await graphql(PAGE_QUERY, { first: 2, after: titleCursor, sortKey: "PRICE" });
      expect(mismatched.errors?.[0]?.message).toContain("est invalide");
      const forged = Buffer.from(JSON.stringify(["PRICE", "abc", 1])).toString("base64url");
      const badValue = await graphql(PAGE_QUERY, { first: 2, after: forged, sortKey: "PRICE" });
      expect(badValue.errors?.[0]?.message).toContain("est invalide");
    });
  });

  describe("search syntax", () => {
    it.each([
      ["tag:Noël", ["bonne", "contes", "zoe"]],
      ["tag:noel", ["bonne", "contes", "zoe"]],
      ["tag:NOËL", ["bonne", "contes", "zoe"]],
      ['tag:"0-4 ans"', ["bonne", "dino", "imagier", "zoe"]],
      ["tag:'Fées & princesses'", ["fees"]],
      ["tag:Dino", []],
      ['tag_not:Noël tag:"0-4 ans"', ["dino", "imagier"]],
      ["vendor:'Gallimard Jeunesse'", ["contes", "fees", "grand"]],
      ['vendor:"gallimard jeunesse"', ["contes", "fees", "grand"]],
      ["vendor:gallimard*", ["contes", "fees", "grand"]],
      ["vendor:Gallimard", []],
      ["vendor:'L''Ecole des loisirs'", []],
      ['vendor:"L\'École des loisirs"', ["pirates"]],
      ["product_type:Album", ["bonne", "contes", "emotions", "fees", "zoe"]],
      ["product_type:album,roman", ["bonne", "contes", "emotions", "fees", "pirates", "zoe"]],
      ["product_type:'Livre anime'", ["dino"]],
      ["title:dino*", ["dino"]],
      ["title:'emotions en couleurs'", ["emotions"]],
      ["title:emo%*", []],
      ["dinosaure", ["dino", "grand"]],
      ["Dinosaures", ["dino", "grand"]],
      ["dino", ["dino", "grand"]],
      ["emotion", ["emotions"]],
      ["noel", ["bonne", "contes", "zoe"]],
      ["grand dinosaures", ["grand"]],
      ['"grand livre"', ["grand"]],
      ['"livre grand"', []],
      ["le des", published],
      ["tag:Pirates OR tag:Imagiers", ["imagier", "pirates"]],
      ["tag:Noël -vendor:Nathan", ["bonne", "contes"]],
      ['tag:Noël NOT tag:"Petit Ours Brun"', ["contes", "zoe"]],
      ["(tag:Noël OR tag:Dinosaures) vendor:Nathan", ["dino", "zoe"]],
      ["tag:Noël AND vendor:Nathan OR tag:Pirates", ["pirates", "zoe"]],
      ["available_for_sale:true", published.filter((handle) => !handle.startsWith("dino"))],
      ["available_for_sale:false", ["dino"]],
      ["variants.price:<5", ["bonne", "fees", "zoe"]],
      ["variants.price:>=12.5", ["au", "grand"]],
      ['tag:"Noël', ["bonne", "contes", "zoe"]],
      ["(dinosaures", ["dino", "grand"]],
      ["'):*&|!<->\\", published],
      ["", published],
    ])("%s", async (query, expected) => {
      const expectedHandles = expected === published ? published : handles(...expected);
      expect(await search(query)).toEqual([...expectedHandles].sort());
    });

    it("filters by updated_at and created_at as a store's reconciliation asks, ignoring a date it cannot read", async () => {
      const past = "2000-01-01T00:00:00Z";
      const future = new Date(Date.now() + 86_400_000).toISOString();
      expect(await search(`updated_at:>'${past}'`)).toEqual([...published].sort());
      expect(await search(`updated_at:>'${future}'`)).toEqual([]);
      expect(await search(`created_at:<=${future}`)).toEqual([...published].sort());
      expect(await search("updated_at:>'hier'")).toEqual([...published].sort());
      const book = eq(products.handle, "zoe-a-la-ferme");
      const [before] = await database.db.select({ at: products.updatedAt }).from(products).where(book);
      await database.db
        .update(products)
        .set({ updatedAt: new Date(Date.now() + 2 * 86_400_000) })
        .where(book);
      try {
        expect(await search(`updated_at:>'${future}'`)).toEqual(handles("zoe"));
      } finally {
        await database.db.update(products).set({ updatedAt: before?.at }).where(book);
      }
    });

    it("never shows an unpublished product, whatever the query", async () => {
      for (const query of ["cache", "tag:Dinosaures", "variants.price:<2", ""]) {
        expect(await search(query)).not.toContain("livre-cache-des-dinosaures");
      }
    });

    it("refuses a search query longer than 1,000 characters with a GraphQL error", async () => {
      const body = await graphql(PAGE_QUERY, { first: 1, query: "a".repeat(1001) });
      expect(body.errors?.[0]?.message).toContain("1000 caractères");
    });
  });

  describe("products and their fields", () => {
    const PRODUCT_QUERY = `query ($handle: String, $id: ID) {
      product(handle: $handle, id: $id) {
        id handle title vendor productType tags availableForSale totalInventory onlineStoreUrl createdAt updatedAt
        description short: description(truncateAt: 20) descriptionHtml
        priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
        compareAtPriceRange { minVariantPrice { amount } maxVariantPrice { amount } }
        featuredImage { id url altText width height }
        images(first: 2) { nodes { url small: url(transform: { maxWidth: 300 }) byHeight: url(transform: { maxHeight: 400 }) }
          pageInfo { hasNextPage endCursor } }
        variants(first: 10) { nodes { id title sku barcode availableForSale currentlyNotInStock quantityAvailable
          weight weightUnit requiresShipping price { amount currencyCode } compareAtPrice { amount }
          selectedOptions { name value } image { url } product { handle } } }
        options { id name values optionValues { name firstSelectableVariant { title } } }
        selectedOrFirstAvailableVariant { title }
        wanted: selectedOrFirstAvailableVariant(selectedOptions: [{ name: "État", value: "Très bon état" }]) { title }
        variantBySelectedOptions(selectedOptions: [{ name: "état", value: "très bon état" }], caseInsensitiveMatch: true) { title }
      }
    }`;

    it("serves a product by handle in Shopify's shapes", async () => {
      const body = await graphql(PRODUCT_QUERY, { handle: "fees-et-licornes" });
      expect(body.errors).toBeUndefined();
      const product = (body.data as { product: Record<string, unknown> }).product;
      const id = ids.get("fees-et-licornes");
      expect(product).toMatchObject({
        id: `gid://shopify/Product/${id}`,
        handle: "fees-et-licornes",
        title: "Fées et licornes",
        vendor: "Gallimard Jeunesse",
        productType: "Album",
        tags: ["Licornes", "Fées & princesses", "4-6 ans"],
        availableForSale: true,
        totalInventory: 2,
        onlineStoreUrl: null,
        createdAt: "2024-01-06T10:00:00Z",
        updatedAt: "2024-06-01T08:00:00Z",
        description: "Fées et licornes : un livre délicieux & tendre. Auteur : Jeanne Martin Nombre de pages : 32",
        short: "Fées et licornes :…",
        priceRange: {
          minVariantPrice: { amount: "3.2", currencyCode: "EUR" },
          maxVariantPrice: { amount: "5.4", currencyCode: "EUR" },
        },
        compareAtPriceRange: { minVariantPrice: { amount: "0.0" }, maxVariantPrice: { amount: "0.0" } },
        featuredImage: {
          url: "http://localhost:3000/api/covers/fees-et-licornes/1.svg",
          altText: "Couverture",
          width: 600,
          height: 800,
        },
        images: {
          nodes: [
            {
              url: "http://localhost:3000/api/covers/fees-et-licornes/1.svg",
              small: "http://localhost:3000/api/covers/fees-et-licornes/1.svg?width=300",
              byHeight: "http://localhost:3000/api/covers/fees-et-licornes/1.svg?width=300",
            },
            expect.objectContaining({ url: "http://localhost:3000/api/covers/fees-et-licornes/2.svg" }),
          ],
          pageInfo: { hasNextPage: true },
        },
        options: [
          {
            id: expect.stringMatching(/^gid:\/\/shopify\/ProductOption\//),
            name: "État",
            values: ["Bon état", "Très bon état"],
            optionValues: [
              { name: "Bon état", firstSelectableVariant: { title: "Bon état" } },
              { name: "Très bon état", firstSelectableVariant: { title: "Très bon état" } },
            ],
          },
        ],
        selectedOrFirstAvailableVariant: { title: "Bon état" },
        wanted: { title: "Très bon état" },
        variantBySelectedOptions: { title: "Très bon état" },
      });
      expect((product.featuredImage as { id: string }).id).toMatch(/^gid:\/\/shopify\/ProductImage\/\d+$/);
      expect((product.variants as { nodes: unknown[] }).nodes).toEqual([
        expect.objectContaining({
          id: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
          title: "Bon état",
          sku: "SKU-fees-et-licornes-1",
          availableForSale: true,
          currentlyNotInStock: false,
          quantityAvailable: 2,
          weight: 250,
          weightUnit: "GRAMS",
          requiresShipping: true,
          price: { amount: "3.2", currencyCode: "EUR" },
          compareAtPrice: null,
          selectedOptions: [{ name: "État", value: "Bon état" }],
          image: { url: "http://localhost:3000/api/covers/fees-et-licornes/1.svg" },
          product: { handle: "fees-et-licornes" },
        }),
        expect.objectContaining({ title: "Très bon état", availableForSale: false, quantityAvailable: 0 }),
      ]);
    });

    it("serves the same product by id, and null for an id and handle that disagree", async () => {
      const id = `gid://shopify/Product/${ids.get("contes-de-noel")}`;
      const byId = await graphql(PRODUCT_QUERY, { id });
      expect(byId.data?.product).toMatchObject({
        handle: "contes-de-noel",
        compareAtPriceRange: { minVariantPrice: { amount: "10.0" } },
        priceRange: { minVariantPrice: { amount: "7.0" } },
        options: [{ name: "Title", values: ["Default Title"] }],
        featuredImage: null,
      });
      expect((await graphql(PRODUCT_QUERY, { id, handle: "zoe-a-la-ferme" })).data?.product).toBeNull();
    });

    it("leaves absolute image URLs as they are, transform or not", async () => {
      const body = await graphql(`{ product(handle: "grand-livre-des-dinosaures") {
        featuredImage { url small: url(transform: { maxWidth: 100 }) } } }`);
      expect(body.data?.product).toEqual({
        featuredImage: {
          url: "https://cdn.example.com/grand-livre.jpg",
          small: "https://cdn.example.com/grand-livre.jpg",
        },
      });
    });

    it("answers null for an unknown handle or id, and for an unpublished product", async () => {
      const hiddenId = `gid://shopify/Product/${ids.get("livre-cache-des-dinosaures")}`;
      const body = await graphql(
        `query ($hidden: ID!) {
        unknown: product(handle: "pas-de-livre") { id }
        unknownId: product(id: "gid://shopify/Product/999999") { id }
        hidden: product(handle: "livre-cache-des-dinosaures") { id }
        hiddenNode: node(id: $hidden) { id }
      }`,
        { hidden: hiddenId },
      );
      expect(body).toEqual({ data: { unknown: null, unknownId: null, hidden: null, hiddenNode: null } });
    });

    it("finds a variant by node id with its real stock, never below zero", async () => {
      const variantIdOf = async (handle: string) => {
        const body = await graphql(`{ product(handle: "${handle}") { variants(first: 1) { nodes { id } } } }`);
        const product = rootField<{ variants: { nodes: Array<{ id: string }> } }>(body, "product");
        return product.variants.nodes.map((variant) => variant.id)[0];
      };
      const query = `query ($id: ID!) { node(id: $id) { __typename id ... on ProductVariant {
        availableForSale currentlyNotInStock quantityAvailable product { handle } } } }`;
      const imagierId = await variantIdOf("imagier-des-animaux");
      expect((await graphql(query, { id: imagierId })).data?.node).toEqual({
        __typename: "ProductVariant",
        id: imagierId,
        availableForSale: true,
        currentlyNotInStock: false,
        quantityAvailable: 10,
        product: { handle: "imagier-des-animaux" },
      });
      const backOrderId = await variantIdOf("au-fil-des-saisons");
      expect((await graphql(query, { id: backOrderId })).data?.node).toMatchObject({
        availableForSale: true,
        currentlyNotInStock: true,
        quantityAvailable: 0,
      });
    });

    it("answers nodes for products and variants in the order asked, null for what it does not hold", async () => {
      const productId = `gid://shopify/Product/${ids.get("zoe-a-la-ferme")}`;
      const body = await graphql(`query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, {
        ids: [productId, "gid://shopify/Collection/1", "gid://shopify/ProductVariant/999999"],
      });
      expect(body).toEqual({ data: { nodes: [{ __typename: "Product", id: productId }, null, null] } });
    });

    it("answers a French GraphQL error for an id that is not a Shopify global id, its echo cut to 80 characters", async () => {
      const body = await graphql(`{ node(id: "123") { id } }`);
      expect(body.errors?.[0]?.message).toBe(
        "L'identifiant « 123 » n'est pas un identifiant global Shopify (gid://shopify/…).",
      );
      const long = await graphql(`{ node(id: "${"x".repeat(500)}") { id } }`);
      expect(long.errors?.[0]?.message).toContain(`« ${"x".repeat(80)} »`);
    });

    it("answers a product's SEO as Shopify does when no override is set: nulls, for the storefront to fall back on", async () => {
      const body = await graphql(`{ product(handle: "zoe-a-la-ferme") { seo { title description } } }`);
      expect(body).toEqual({ data: { product: { seo: { title: null, description: null } } } });
    });

    it("names the field it does not implement instead of answering null", async () => {
      const body = await graphql(
        `{ product(handle: "zoe-a-la-ferme") { title sellingPlanGroups(first: 1) { nodes { name } } } }`,
      );
      expect(body.data).toEqual({ product: null });
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: "Le champ Product.sellingPlanGroups n'est pas pris en charge par le service de commerce local.",
          path: ["product", "sellingPlanGroups"],
        }),
      ]);
      const root = await graphql(`{ shop { name } collections(first: 1) { nodes { id } } }`);
      expect(root.errors?.[0]?.message).toBe(
        "Le champ QueryRoot.collections n'est pas pris en charge par le service de commerce local.",
      );
      const mutation = await graphql(`mutation { cartLinesAdd(cartId: "x", lines: []) { cart { id } } }`);
      expect(mutation.errors?.[0]?.message).toBe(
        "Le champ Mutation.cartLinesAdd n'est pas pris en charge par le service de commerce local.",
      );
    });

    it("answers the storefront's gpsr metafields from the product's publisher row, null where the store has none", async () => {
      await database.db.insert(publishers).values({
        name: "gallimard jeunesse",
        postalAddress: "5 rue Gaston-Gallimard\n75007 Paris",
        electronicAddress: "https://www.gallimard-jeunesse.fr",
        verified: true,
      });
      const gallimard = await graphql(PRODUCT_SAFETY_QUERY, { handle: "fees-et-licornes" });
      expect(gallimard).toEqual({
        data: {
          product: {
            manufacturerName: { value: "gallimard jeunesse" },
            manufacturerAddress: { value: "5 rue Gaston-Gallimard\n75007 Paris" },
            manufacturerEmail: { value: "https://www.gallimard-jeunesse.fr" },
            warnings: null,
          },
        },
      });
      // Nathan has no row here; other namespaces and keys are metafields this store does not define.
      const nathan = await graphql(PRODUCT_SAFETY_QUERY, { handle: "zoe-a-la-ferme" });
      expect(nathan.data?.product).toEqual({
        manufacturerName: null,
        manufacturerAddress: null,
        manufacturerEmail: null,
        warnings: null,
      });
      const others = await graphql(`{ product(handle: "fees-et-licornes") {
        a: metafield(namespace: "custom", key: "manufacturer_name") { value }
        b: metafield(key: "manufacturer_name") { value }
        c: metafield(namespace: "gpsr", key: "constructor") { value }
        d: metafield(namespace: "gpsr", key: "manufacturer_name") { namespace key type }
      } }`);
      expect(others).toEqual({
        data: {
          product: {
            a: null,
            b: null,
            c: null,
            d: { namespace: "gpsr", key: "manufacturer_name", type: "single_line_text_field" },
          },
        },
      });
    });

    it("answers the shop's name", async () => {
      expect(await graphql("{ shop { name } }")).toEqual({ data: { shop: { name: "Bouquinerie" } } });
    });

    it("loads variants and images for a whole page in one query each", async () => {
      let selects = 0;
      const counting = new Proxy(database.db, {
        get(target, property, receiver) {
          if (property === "select") selects++;
          return Reflect.get(target, property, receiver);
        },
      });
      const body = await clientFor(counting)(`{ products(first: 50) { nodes { id availableForSale
        priceRange { minVariantPrice { amount } } featuredImage { url } images(first: 5) { nodes { url } }
        variants(first: 10) { nodes { id quantityAvailable image { url } product { handle } } } } } }`);
      expect(body.errors).toBeUndefined();
      expect(rootField<{ nodes: unknown[] }>(body, "products").nodes).toHaveLength(published.length);
      expect(selects).toBe(3);
    });
  });
});
