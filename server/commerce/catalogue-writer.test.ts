import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import { productImages, products, productVariants } from "../db/schema.ts";
import { testDatabaseEngines } from "../db/test-databases.ts";
import { deleteAllProducts, type ProductInput, upsertProducts } from "./catalogue-writer.ts";
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

  it("updates a product found by handle instead of duplicating it, replacing its variants and images", async () => {
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
    expect(await countRows()).toEqual({ products: 2, variants: 3, images: 3 });

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
      .orderBy(asc(productVariants.position));
    expect(variants.map((variant) => [variant.position, variant.sku, variant.price, variant.inventoryPolicy])).toEqual([
      [1, "A-TB", "4.90", "deny"],
      [2, "A-EX", "6.90", "continue"],
    ]);
    const images = await database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, after?.id ?? 0));
    expect(images.map((image) => [image.url, image.altText, image.width])).toEqual([
      ["https://cdn.example/a.jpg", "Nouvelle couverture", null],
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
