import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/connection.ts";
import { type ProductOption, productImages, products, productVariants, type SelectedOption } from "../db/schema.ts";
import { htmlToLines } from "./html-text.ts";

export type VariantInput = {
  title: string;
  sku?: string | undefined;
  barcode?: string | undefined;
  /** A decimal amount in EUR, e.g. "12.50". */
  price: string;
  compareAtPrice?: string | undefined;
  inventoryQuantity: number;
  inventoryPolicy?: "deny" | "continue" | undefined;
  weight?: string | undefined;
  weightUnit?: "GRAMS" | "KILOGRAMS" | "OUNCES" | "POUNDS" | undefined;
  selectedOptions: SelectedOption[];
};

export type ImageInput = {
  url: string;
  altText: string;
  width?: number | undefined;
  height?: number | undefined;
};

/** A product as the demo seed and the CSV import hand it over; `handle` identifies it across writes. */
export type ProductInput = {
  handle: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  options: ProductOption[];
  published?: boolean | undefined;
  variants: VariantInput[];
  images: ImageInput[];
};

export type UpsertResult = { inserted: number; updated: number };

/**
 * Each statement carries a whole batch as one JSON parameter unpacked by `json_to_recordset`: thousands of bound
 * parameters per statement cost more than the rows themselves (measured on PGlite), and the bound-parameter limit
 * of PostgreSQL never comes into play.
 */
const BATCH_SIZE = 500;

/**
 * Inserts new products and rewrites existing ones (matched by handle), replacing their variants and images. Each
 * batch is one transaction, so a failure never leaves a product without its variants.
 */
export async function upsertProducts(db: Database, inputs: readonly ProductInput[]): Promise<UpsertResult> {
  const result: UpsertResult = { inserted: 0, updated: 0 };
  const unique = lastByHandle(inputs);
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    const batch = unique.slice(start, start + BATCH_SIZE);
    const written = await db.transaction((tx) => writeBatch(tx, batch));
    result.inserted += written.inserted;
    result.updated += written.updated;
  }
  return result;
}

/** Removes every product; variants and images go with them (ON DELETE CASCADE). Returns how many were removed. */
export async function deleteAllProducts(db: Database): Promise<number> {
  const removed = await db.delete(products).returning({ id: products.id });
  return removed.length;
}

type WrittenRow = { id: number | string; handle: string; inserted: boolean };

async function writeBatch(db: Database, batch: readonly ProductInput[]): Promise<UpsertResult> {
  const productRows = batch.map((input) => ({
    handle: input.handle,
    title: input.title,
    description_html: input.descriptionHtml,
    vendor: input.vendor,
    product_type: input.productType,
    tags: input.tags,
    options: input.options,
    published: input.published ?? true,
    search_text: searchTextOf(input),
  }));
  // xmax is 0 only on a freshly inserted row version: it tells an insert from an update in the same round trip.
  const written = rowsOf<WrittenRow>(
    await db.execute(sql`
      insert into ${products} (handle, title, description_html, vendor, product_type, tags, options, published, search_text)
      select handle, title, description_html, vendor, product_type, tags, options, published, search_text
      from json_to_recordset(${JSON.stringify(productRows)}::json) as row(
        handle text, title text, description_html text, vendor text, product_type text, tags text[], options jsonb,
        published boolean, search_text text)
      on conflict (handle) do update set
        title = excluded.title, description_html = excluded.description_html, vendor = excluded.vendor,
        product_type = excluded.product_type, tags = excluded.tags, options = excluded.options,
        published = excluded.published, search_text = excluded.search_text, updated_at = now()
      returning id, handle, (xmax = 0) as inserted`),
  );

  const idByHandle = new Map(written.map((row) => [row.handle, Number(row.id)]));
  const updatedIds = written.filter((row) => !row.inserted).map((row) => Number(row.id));
  if (updatedIds.length > 0) {
    await db.delete(productVariants).where(inArray(productVariants.productId, updatedIds));
    await db.delete(productImages).where(inArray(productImages.productId, updatedIds));
  }

  const variantRows = batch.flatMap((input) =>
    input.variants.map((variant, index) => ({
      product_id: idOf(idByHandle, input.handle),
      position: index + 1,
      title: variant.title,
      sku: variant.sku ?? null,
      barcode: variant.barcode ?? null,
      price: variant.price,
      compare_at_price: variant.compareAtPrice ?? null,
      inventory_quantity: variant.inventoryQuantity,
      inventory_policy: variant.inventoryPolicy ?? "deny",
      weight: variant.weight ?? null,
      weight_unit: variant.weightUnit ?? "GRAMS",
      selected_options: variant.selectedOptions,
    })),
  );
  if (variantRows.length > 0) {
    await db.execute(sql`
      insert into ${productVariants} (product_id, position, title, sku, barcode, price, compare_at_price,
        inventory_quantity, inventory_policy, weight, weight_unit, selected_options)
      select product_id, position, title, sku, barcode, price, compare_at_price, inventory_quantity, inventory_policy,
        weight, weight_unit, selected_options
      from json_to_recordset(${JSON.stringify(variantRows)}::json) as row(
        product_id bigint, position integer, title text, sku text, barcode text, price numeric, compare_at_price numeric,
        inventory_quantity integer, inventory_policy text, weight numeric, weight_unit text, selected_options jsonb)`);
  }

  const imageRows = batch.flatMap((input) =>
    input.images.map((image, index) => ({
      product_id: idOf(idByHandle, input.handle),
      position: index + 1,
      url: image.url,
      alt_text: image.altText,
      width: image.width ?? null,
      height: image.height ?? null,
    })),
  );
  if (imageRows.length > 0) {
    await db.execute(sql`
      insert into ${productImages} (product_id, position, url, alt_text, width, height)
      select product_id, position, url, alt_text, width, height
      from json_to_recordset(${JSON.stringify(imageRows)}::json) as row(
        product_id bigint, position integer, url text, alt_text text, width integer, height integer)`);
  }

  return { inserted: written.length - updatedIds.length, updated: updatedIds.length };
}

/** Both drivers (PGlite, node-postgres) answer a raw statement with an object holding `rows`. */
function rowsOf<T>(result: unknown): T[] {
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error("unexpected database driver result: no rows");
}

/** One statement cannot touch the same row twice, so a handle given twice keeps its last version. */
function lastByHandle(inputs: readonly ProductInput[]): ProductInput[] {
  const byHandle = new Map<string, ProductInput>();
  for (const input of inputs) {
    byHandle.delete(input.handle);
    byHandle.set(input.handle, input);
  }
  return [...byHandle.values()];
}

function idOf(idByHandle: ReadonlyMap<string, number>, handle: string): number {
  const id = idByHandle.get(handle);
  if (id === undefined) throw new Error(`product ${handle} was not returned by its upsert`);
  return id;
}

function searchTextOf(input: ProductInput): string {
  return [input.title, input.vendor, input.productType, input.tags.join(" "), htmlToLines(input.descriptionHtml)]
    .filter((part) => part !== "")
    .join("\n");
}
