import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import { testDatabaseEngines } from "../db/databases.test-helper.ts";
import { carts, orderLines, orders, productImages, products, productVariants } from "../db/schema.ts";
import { readCartVariants } from "./cart/cart-pricing.ts";
import { deleteAllProducts, type ProductInput, upsertProducts } from "./catalogue-writer.ts";
import { readVariantsByIds, readVariantsOfProducts } from "./graphql/catalogue-reader.ts";
import { htmlToLines } from "./html-text.ts";

function book(handle: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    handle,
    title: `Le grand livre des dinosaures ${handle}`,
    descriptionHtml:
      "<p><strong>Un voyage au temps des dinosaures.</strong></p><p>Tyrannosaure &amp; tricératops, r&eacute;unis&nbsp;!</p>",
    vendor: "Gallimard Jeunesse",
    productType: "Documentaire",
    tags: ["6-8 ans", "Documentaires", "Dinosaures"],
    options: [{ name: "Title", values: ["Default Title"] }],
    variants: [
      {
        title: "Default Title",
        sku: `SKU-${handle}`,
        barcode: "9782070612758",
        price: "12.50",
        inventoryQuantity: 4,
        weight: "350",
        selectedOptions: [{ name: "Title", value: "Default Title" }],
      },
    ],
    images: [
      { url: `/api/covers/${handle}/1.svg`, altText: "Couverture", width: 600, height: 800 },
      { url: `/api/covers/${handle}/2.svg`, altText: "Page intérieure 1", width: 600, height: 800 },
    ],
    ...overrides,
  };
}

describe("htmlToLines", () => {
  it("keeps paragraphs on their own lines, drops tags and decodes entities", () => {
    expect(
      htmlToLines("<p><strong>Un  titre</strong></p><p>Tom &amp; L&eacute;a&nbsp;: &#171;oui&#x21;&raquo;</p>"),
    ).toBe("Un titre\nTom & Léa : «oui!»");
    expect(htmlToLines("Ligne<br>suivante<script>alert(1)</script>")).toBe("Ligne\nsuivante");
    expect(htmlToLines("&unknown; &#0;")).toBe("&unknown; &#0;");
  });
});

describe.each(testDatabaseEngines())("catalogue writer on $name", (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await deleteAllProducts(database.db);
  });

  const countRows = async () => ({
    products: await database.db.$count(products),
    variants: await database.db.$count(productVariants),
    images: await database.db.$count(productImages),
  });

  it("inserts products with their variants and images and fills the defaults", async () => {
    const result = await upsertProducts(database.db, [book("a"), book("b")]);
    expect(result).toEqual({ inserted: 2, updated: 0 });
    expect(await countRows()).toEqual({ products: 2, variants: 2, images: 4 });

    const [product] = await database.db.select().from(products).where(eq(products.handle, "a"));
    expect(product).toMatchObject({ title: "Le grand livre des dinosaures a", published: true });
    expect(product?.tags).toEqual(["6-8 ans", "Documentaires", "Dinosaures"]);
    expect(product?.options).toEqual([{ name: "Title", values: ["Default Title"] }]);
    const [variant] = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product?.id ?? 0));
    expect(variant).toMatchObject({
      position: 1,
      price: "12.50",
      compareAtPrice: null,
      inventoryQuantity: 4,
      inventoryPolicy: "deny",
      weight: "350.000",
      weightUnit: "GRAMS",
      barcode: "9782070612758",
      selectedOptions: [{ name: "Title", value: "Default Title" }],
    });
    const images = await database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product?.id ?? 0))
      .orderBy(asc(productImages.position));
    expect(images.map((image) => [image.position, image.url])).toEqual([
      [1, "/api/covers/a/1.svg"],
      [2, "/api/covers/a/2.svg"],
    ]);
  });

  it("fills search_text with the title, vendor, type, tags and the description as plain text", async () => {
    await upsertProducts(database.db, [book("a")]);
    const [product] = await database.db.select().from(products);
    expect(product?.searchText).toContain("Le grand livre des dinosaures a");
    expect(product?.searchText).toContain("Gallimard Jeunesse");
    expect(product?.searchText).toContain("Documentaire");
    expect(product?.searchText).toContain("6-8 ans Documentaires Dinosaures");
    expect(product?.searchText).toContain("Tyrannosaure & tricératops, réunis !");
    expect(product?.searchText).not.toMatch(/<|&amp;|&eacute;/);
    const matches = await database.db
      .select({ handle: products.handle })
      .from(products)
      .where(sql`${products.searchVector} @@ plainto_tsquery('french', immutable_unaccent('triceratops réunis'))`);
    expect(matches).toEqual([{ handle: "a" }]);
  });

  it("updates a product found by handle instead of duplicating it, replacing its images and hiding a dropped variant", async () => {
    await upsertProducts(database.db, [book("a"), book("b")]);
    const [before] = await database.db.select().from(products).where(eq(products.handle, "a"));

    const changed = book("a", {
      title: "Nouveau titre",
      tags: ["Noël"],
      options: [{ name: "État", values: ["Très bon état", "Excellent état"] }],
      variants: [
        {
          title: "Très bon état",
          sku: "A-TB",
          price: "4.90",
          inventoryQuantity: 1,
          selectedOptions: [{ name: "État", value: "Très bon état" }],
        },
        {
          title: "Excellent état",
          sku: "A-EX",
          price: "6.90",
          inventoryQuantity: 0,
          inventoryPolicy: "continue",
          selectedOptions: [{ name: "État", value: "Excellent état" }],
        },
      ],
      images: [{ url: "https://cdn.example/a.jpg", altText: "Nouvelle couverture" }],
    });
    expect(await upsertProducts(database.db, [changed])).toEqual({ inserted: 0, updated: 1 });
    // The old 'Default Title' variant matches neither SKU nor options: it stays, unpublished.
    expect(await countRows()).toEqual({ products: 2, variants: 4, images: 3 });

    const [after] = await database.db.select().from(products).where(eq(products.handle, "a"));
    expect(after?.id).toBe(before?.id);
    expect(after?.title).toBe("Nouveau titre");
    expect(after?.tags).toEqual(["Noël"]);
    expect(after?.searchText).toContain("Nouveau titre");
    expect(after?.createdAt).toEqual(before?.createdAt);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? Number.POSITIVE_INFINITY);
    const variants = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, after?.id ?? 0))
      .orderBy(asc(productVariants.position), asc(productVariants.id));
    expect(
      variants.map((variant) => [
        variant.position,
        variant.sku,
        variant.price,
        variant.inventoryPolicy,
        variant.published,
      ]),
    ).toEqual([
      [1, "SKU-a", "12.50", "deny", false],
      [1, "A-TB", "4.90", "deny", true],
      [2, "A-EX", "6.90", "continue", true],
    ]);
    const images = await database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, after?.id ?? 0));
    expect(images.map((image) => [image.url, image.altText, image.width])).toEqual([
      ["https://cdn.example/a.jpg", "Nouvelle couverture", null],
    ]);
  });

  /** A book in two conditions, each with its SKU, as a Shopify file lists it. */
  const twoConditions = (handle: string, overrides: Partial<ProductInput> = {}) =>
    book(handle, {
      options: [{ name: "État", values: ["Très bon état", "Excellent état"] }],
      variants: [
        {
          title: "Très bon état",
          sku: `${handle}-TB`,
          price: "4.90",
          inventoryQuantity: 2,
          selectedOptions: [{ name: "État", value: "Très bon état" }],
        },
        {
          title: "Excellent état",
          sku: `${handle}-EX`,
          price: "6.90",
          inventoryQuantity: 1,
          selectedOptions: [{ name: "État", value: "Excellent état" }],
        },
      ],
      ...overrides,
    });

  const variantsOf = (handle: string) =>
    database.db
      .select({
        id: productVariants.id,
        sku: productVariants.sku,
        title: productVariants.title,
        price: productVariants.price,
        inventoryQuantity: productVariants.inventoryQuantity,
        published: productVariants.published,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.handle, handle))
      .orderBy(asc(productVariants.id));

  it("re-importing the same products keeps every variant id (3317 stays 3317)", async () => {
    await database.db.execute(sql`alter table product_variants alter column id restart with 3317`);
    await upsertProducts(database.db, [twoConditions("a"), book("b")]);
    const first = await variantsOf("a");
    expect(first.map((variant) => variant.id)).toEqual([3317, 3318]);

    await upsertProducts(database.db, [twoConditions("a"), book("b")]);
    await upsertProducts(database.db, [twoConditions("a"), book("b")]);
    expect(await variantsOf("a")).toEqual(first);
    expect(await countRows()).toEqual({ products: 2, variants: 3, images: 4 });
  });

  it("updates matched variants in place: by SKU first, then by option values, and inserts the new ones", async () => {
    await upsertProducts(database.db, [twoConditions("a")]);
    const [goodId, excellentId] = (await variantsOf("a")).map((variant) => variant.id);
    const renamed = twoConditions("a", {
      options: [{ name: "État", values: ["Bon état", "Comme neuf", "Très bon état"] }],
      variants: [
        // Same SKU under a renamed condition: still the same copy.
        {
          title: "Comme neuf",
          sku: "a-EX",
          price: "7.50",
          inventoryQuantity: 3,
          selectedOptions: [{ name: "État", value: "Comme neuf" }],
        },
        // The SKU was dropped from the file: found by its option value.
        {
          title: "Très bon état",
          price: "5.10",
          inventoryQuantity: 0,
          selectedOptions: [{ name: "État", value: "Très bon état" }],
        },
        {
          title: "Bon état",
          sku: "a-B",
          price: "3.00",
          inventoryQuantity: 1,
          selectedOptions: [{ name: "État", value: "Bon état" }],
        },
      ],
    });
    await upsertProducts(database.db, [renamed]);
    const after = await variantsOf("a");
    expect(
      after.map((variant) => [variant.id === goodId, variant.id === excellentId, variant.title, variant.price]),
    ).toEqual([
      [true, false, "Très bon état", "5.10"],
      [false, true, "Comme neuf", "7.50"],
      [false, false, "Bon état", "3.00"],
    ]);
    expect(after.every((variant) => variant.published)).toBe(true);
  });

  it("a removed variant is unpublished and an existing order line keeps its product link", async () => {
    await upsertProducts(database.db, [twoConditions("a")]);
    const [kept, removed] = await variantsOf("a");
    const removedId = removed?.id ?? 0;
    await database.db.insert(carts).values({ id: "panier-test", lines: [{ variantId: removedId, quantity: 1 }] });
    const [order] = await database.db
      .insert(orders)
      .values({
        number: "BQ-TEST-1",
        cartId: "panier-test",
        email: "lea@example.fr",
        customerName: "Léa Martin",
        shippingAddress: { line1: "1 rue des Lilas", postalCode: "75011", city: "Paris", country: "FR" },
        deliveryMethod: "relay",
        subtotal: "6.90",
        discount: "0",
        shipping: "4.99",
        total: "11.89",
        paymentReference: "test",
        invoiceNumber: "F2026-000001",
        invoicedAt: new Date(),
      })
      .returning({ id: orders.id });
    await database.db.insert(orderLines).values({
      orderId: order?.id ?? 0,
      variantId: removedId,
      productTitle: "Livre a",
      variantTitle: "Excellent état",
      unitPrice: "6.90",
      quantity: 1,
    });

    const onlyGood = twoConditions("a");
    onlyGood.variants = onlyGood.variants.slice(0, 1);
    await upsertProducts(database.db, [onlyGood]);

    expect((await variantsOf("a")).map((variant) => [variant.id, variant.published])).toEqual([
      [kept?.id, true],
      [removedId, false],
    ]);
    const [line] = await database.db.select().from(orderLines);
    expect(line?.variantId).toBe(removedId);
    // The storefront no longer lists it, nor sells it: a saved cart holding it finds it gone.
    const [product] = await database.db.select().from(products).where(eq(products.handle, "a"));
    expect((await readVariantsOfProducts(database.db, [product?.id ?? 0])).map((variant) => variant.id)).toEqual([
      kept?.id,
    ]);
    expect(await readVariantsByIds(database.db, [removedId])).toEqual([]);
    expect([...(await readCartVariants(database.db, [removedId, kept?.id ?? 0])).keys()]).toEqual([kept?.id]);

    await upsertProducts(database.db, [twoConditions("a")]);
    expect((await variantsOf("a")).map((variant) => [variant.id, variant.published])).toEqual([
      [kept?.id, true],
      [removedId, true],
    ]);
  });

  it("keeps the last version of a handle given twice in one call", async () => {
    const result = await upsertProducts(database.db, [book("a"), book("a", { title: "Deuxième version" })]);
    expect(result).toEqual({ inserted: 1, updated: 0 });
    const rows = await database.db.select({ title: products.title }).from(products);
    expect(rows).toEqual([{ title: "Deuxième version" }]);
  });

  it("writes large imports in several batches, each variant and image on its own product", async () => {
    const many = Array.from({ length: 1_201 }, (_, index) => book(`livre-${index}`));
    expect(await upsertProducts(database.db, many)).toEqual({ inserted: 1_201, updated: 0 });
    expect(await countRows()).toEqual({ products: 1_201, variants: 1_201, images: 2_402 });
    const misplaced = await database.db.$count(
      productImages,
      sql`not exists (select 1 from ${products} where ${products.id} = ${productImages.productId}
        and ${productImages.url} like '/api/covers/' || ${products.handle} || '/%')`,
    );
    expect(misplaced).toBe(0);
    const firstIds = await database.db
      .select({ handle: products.handle })
      .from(products)
      .orderBy(asc(products.id))
      .limit(3);
    expect(firstIds.map((row) => row.handle)).toEqual(["livre-0", "livre-1", "livre-2"]);
  });

  it("leaves a batch untouched when one of its products cannot be written", async () => {
    await upsertProducts(database.db, [book("a")]);
    const broken = book("b", {
      variants: [{ ...book("b").variants[0], price: "pas un prix" } as ProductInput["variants"][number]],
    });
    await expect(upsertProducts(database.db, [book("a", { title: "Changé" }), broken])).rejects.toThrow();
    const rows = await database.db.select({ handle: products.handle, title: products.title }).from(products);
    expect(rows).toEqual([{ handle: "a", title: "Le grand livre des dinosaures a" }]);
    expect(await countRows()).toEqual({ products: 1, variants: 1, images: 2 });
  });

  it("deletes every product with its variants and images", async () => {
    await upsertProducts(database.db, [book("a"), book("b"), book("c")]);
    expect(await deleteAllProducts(database.db)).toBe(3);
    expect(await countRows()).toEqual({ products: 0, variants: 0, images: 0 });
    expect(await upsertProducts(database.db, [])).toEqual({ inserted: 0, updated: 0 });
  });
});
