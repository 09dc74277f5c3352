import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connection.ts";
import { productImages, products, productVariants } from "../../db/schema.ts";

/** A small catalogue for the integration tests, written straight into the tables (no catalogue writer). */
export type TestBook = {
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  tags: string[];
  /** Days after 2024-01-01 10:00:00.123456 UTC: microseconds on purpose, cursors must keep them. */
  createdDay: number;
  published?: boolean;
  options?: Array<{ name: string; values: string[] }>;
  variants: Array<{
    title?: string;
    price: string;
    compareAtPrice?: string;
    stock: number;
    policy?: "deny" | "continue";
    options?: Array<{ name: string; value: string }>;
  }>;
  images?: Array<{ url: string; altText: string }>;
};

/** Inserted in this order (so ids differ from the title order); every title starts with its own letter. */
export const TEST_BOOKS: TestBook[] = [
  {
    handle: "grand-livre-des-dinosaures",
    title: "Grand livre des dinosaures",
    vendor: "Gallimard Jeunesse",
    productType: "Documentaire",
    tags: ["Dinosaures", "Documentaires", "6-8 ans"],
    createdDay: 4,
    variants: [{ price: "12.50", stock: 3 }],
    images: [{ url: "https://cdn.example.com/grand-livre.jpg", altText: "Couverture du Grand livre des dinosaures" }],
  },
  {
    handle: "bonne-nuit-petit-ours",
    title: "Bonne nuit petit ours",
    vendor: "Bayard Jeunesse",
    productType: "Album",
    tags: ["Noël", "Petit Ours Brun", "0-4 ans"],
    createdDay: 9,
    variants: [{ price: "4.50", stock: 1 }],
  },
  {
    handle: "emotions-en-couleurs",
    title: "Émotions en couleurs",
    vendor: "Milan",
    productType: "Album",
    tags: ["Émotions", "4-6 ans"],
    createdDay: 6,
    variants: [{ price: "11.00", stock: 4 }],
  },
  {
    handle: "au-fil-des-saisons",
    title: "Au fil des saisons",
    vendor: "Milan",
    productType: "Documentaire",
    tags: ["Saisons", "Documentaires", "6-8 ans"],
    createdDay: 10,
    variants: [{ price: "13.90", stock: -2, policy: "continue" }],
  },
  {
    handle: "dinosaures-en-pop-up",
    title: "Dinosaures en pop-up",
    vendor: "Nathan",
    productType: "Livre animé",
    tags: ["Dinosaures", "0-4 ans", "Livres animés"],
    createdDay: 7,
    variants: [{ price: "9.90", stock: 0 }],
  },
  {
    handle: "zoe-a-la-ferme",
    title: "Zoé à la ferme",
    vendor: "Nathan",
    productType: "Album",
    tags: ["Noël", "Ferme", "0-4 ans"],
    createdDay: 1,
    variants: [{ price: "4.90", stock: 2 }],
  },
  {
    handle: "contes-de-noel",
    title: "Contes de Noël",
    vendor: "Gallimard Jeunesse",
    productType: "Album",
    tags: ["Noël", "Contes et histoires", "4-6 ans"],
    createdDay: 8,
    variants: [{ price: "7.00", compareAtPrice: "10.00", stock: 2 }],
  },
  {
    handle: "imagier-des-animaux",
    title: "Imagier des animaux",
    vendor: "Nathan",
    productType: "Imagier",
    tags: ["Animaux", "Imagiers", "0-4 ans"],
    createdDay: 3,
    variants: [{ price: "5.90", stock: 10 }],
  },
  {
    handle: "fees-et-licornes",
    title: "Fées et licornes",
    vendor: "Gallimard Jeunesse",
    productType: "Album",
    tags: ["Licornes", "Fées & princesses", "4-6 ans"],
    createdDay: 5,
    options: [{ name: "État", values: ["Bon état", "Très bon état"] }],
    variants: [
      { title: "Bon état", price: "3.20", stock: 2, options: [{ name: "État", value: "Bon état" }] },
      { title: "Très bon état", price: "5.40", stock: 0, options: [{ name: "État", value: "Très bon état" }] },
    ],
    images: [
      { url: "/api/covers/fees-et-licornes/1.svg", altText: "Couverture" },
      { url: "/api/covers/fees-et-licornes/2.svg", altText: "Quatrième de couverture" },
      { url: "/api/covers/fees-et-licornes/3.svg", altText: "Une page intérieure" },
    ],
  },
  {
    handle: "pirates-de-l-ile-rouge",
    title: "Pirates de l'île rouge",
    vendor: "L'École des loisirs",
    productType: "Roman",
    tags: ["Pirates", "Romans", "8-10 ans", "CM1"],
    createdDay: 2,
    variants: [{ price: "6.50", stock: 5 }],
  },
  {
    handle: "livre-cache-des-dinosaures",
    title: "Livre caché des dinosaures",
    vendor: "Nathan",
    productType: "Documentaire",
    tags: ["Dinosaures", "Noël"],
    createdDay: 11,
    published: false,
    variants: [{ price: "1.90", stock: 5 }],
  },
];

/** Every product shares this `updated_at`: the UPDATED_AT order is then decided by the id alone. */
const UPDATED_AT = "2024-06-01 08:00:00.654321+00";

export async function insertTestCatalogue(db: Database): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const book of TEST_BOOKS) {
    const descriptionHtml = `<p><strong>${book.title} : un livre d&eacute;licieux &amp; tendre.</strong></p><p>Auteur : Jeanne Martin</p><p>Nombre de pages : 32</p>`;
    const [row] = await db
      .insert(products)
      .values({
        handle: book.handle,
        title: book.title,
        vendor: book.vendor,
        productType: book.productType,
        tags: book.tags,
        options: book.options ?? [],
        published: book.published ?? true,
        descriptionHtml,
        searchText: [book.title, book.vendor, book.productType, ...book.tags, "Auteur : Jeanne Martin"].join(" "),
        createdAt: sql`'2024-01-01 10:00:00.123456+00'::timestamptz + ${book.createdDay} * interval '1 day'`,
        updatedAt: sql`${UPDATED_AT}::timestamptz`,
      })
      .returning({ id: products.id });
    const id = (row as { id: number }).id;
    ids.set(book.handle, id);
    await db.insert(productVariants).values(
      book.variants.map((variant, index) => ({
        productId: id,
        position: index + 1,
        title: variant.title ?? "Default Title",
        sku: `SKU-${book.handle}-${index + 1}`,
        barcode: `978209${String(id).padStart(4, "0")}${index}`,
        price: variant.price,
        compareAtPrice: variant.compareAtPrice ?? null,
        inventoryQuantity: variant.stock,
        inventoryPolicy: variant.policy ?? "deny",
        weight: "250.000",
        weightUnit: "GRAMS" as const,
        selectedOptions: variant.options ?? [],
      })),
    );
    if (book.images?.length) {
      await db.insert(productImages).values(
        book.images.map((image, index) => ({
          productId: id,
          position: index + 1,
          url: image.url,
          altText: image.altText,
          width: 600,
          height: 800,
        })),
      );
    }
  }
  return ids;
}

/** Each product's first variant id by handle: what the tests put in carts. */
export async function firstVariantIds(db: Database, productIds: Map<string, number>): Promise<Map<string, number>> {
  const variants = new Map<string, number>();
  for (const [handle, productId] of productIds) {
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(productVariants.position);
    if (variant) variants.set(handle, variant.id);
  }
  return variants;
}
