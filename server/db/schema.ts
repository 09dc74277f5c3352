import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export type ProductOption = { name: string; values: string[] };
export type SelectedOption = { name: string; value: string };

export const products = pgTable(
  "products",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    handle: text("handle").notNull(),
    title: text("title").notNull(),
    descriptionHtml: text("description_html").notNull().default(""),
    vendor: text("vendor").notNull().default(""),
    productType: text("product_type").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    options: jsonb("options").$type<ProductOption[]>().notNull().default([]),
    published: boolean("published").notNull().default(true),
    /** Plain text of title, vendor, type, tags and description: what free-text search reads. */
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('french'::regconfig, immutable_unaccent(search_text))`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("products_handle_key").on(table.handle),
    index("products_vendor_idx").on(table.vendor),
    index("products_product_type_idx").on(table.productType),
    index("products_tags_idx").using("gin", table.tags),
    index("products_search_vector_idx").using("gin", table.searchVector),
    index("products_title_trgm_idx").using("gin", sql`immutable_unaccent(lower(${table.title})) gin_trgm_ops`),
    // Keyset paging of the Storefront sorts (TITLE, VENDOR, PRODUCT_TYPE, CREATED_AT, UPDATED_AT) reads an index.
    index("products_title_sort_idx").on(sql`immutable_unaccent(lower(${table.title}))`, table.id),
    index("products_vendor_sort_idx").on(sql`immutable_unaccent(lower(${table.vendor}))`, table.id),
    index("products_product_type_sort_idx").on(sql`immutable_unaccent(lower(${table.productType}))`, table.id),
    index("products_created_at_idx").on(table.createdAt, table.id),
    index("products_updated_at_idx").on(table.updatedAt, table.id),
  ],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint("product_id", { mode: "number" })
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(1),
    title: text("title").notNull().default("Default Title"),
    sku: text("sku"),
    barcode: text("barcode"),
    price: numeric("price", { precision: 10, scale: 2 }).notNull(),
    compareAtPrice: numeric("compare_at_price", { precision: 10, scale: 2 }),
    inventoryQuantity: integer("inventory_quantity").notNull().default(0),
    /** 'deny': not for sale at zero stock; 'continue': sold even when out of stock (Shopify's two policies). */
    inventoryPolicy: text("inventory_policy", { enum: ["deny", "continue"] })
      .notNull()
      .default("deny"),
    weight: numeric("weight", { precision: 10, scale: 3 }),
    weightUnit: text("weight_unit", { enum: ["GRAMS", "KILOGRAMS", "OUNCES", "POUNDS"] })
      .notNull()
      .default("GRAMS"),
    selectedOptions: jsonb("selected_options").$type<SelectedOption[]>().notNull().default([]),
  },
  (table) => [index("product_variants_product_id_idx").on(table.productId, table.position)],
);

export const productImages = pgTable(
  "product_images",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint("product_id", { mode: "number" })
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(1),
    /** An absolute URL (imported images) or a path on this site (generated covers). */
    url: text("url").notNull(),
    altText: text("alt_text"),
    width: integer("width"),
    height: integer("height"),
  },
  (table) => [index("product_images_product_id_idx").on(table.productId, table.position)],
);

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;

/** SPEC §3: the single row whose seed orders the 'featured' sort; renewed on the first read of each day. */
export const dailyShuffleSeed = pgTable("daily_shuffle_seed", {
  id: integer("id").primaryKey().default(1),
  seed: integer("seed").notNull(),
  day: date("day", { mode: "string" }).notNull(),
});
