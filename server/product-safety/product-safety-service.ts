import { ageLabel, type ProductSafety, safetyWarnings } from "../../core/catalogue/product-safety.ts";
import { demoPublisherContacts } from "../commerce/demo/demo-publisher-contacts.ts";
import { publisherKey } from "../commerce/publisher-placeholders.ts";
import type { Database } from "../db/connection.ts";
import { publishers } from "../db/schema.ts";
import type { StorefrontClient } from "../storefront/storefront-client.ts";

type Manufacturer = NonNullable<ProductSafety["manufacturer"]>;

/** How long the publishers table is trusted before it is read again: it changes by hand, rarely. */
const PUBLISHERS_TTL_MS = 5 * 60_000;

export type ProductSafetyOptions = {
  db: Database;
  mode: "local" | "shopify";
  /** Shopify mode reads the product's `gpsr` metafields through it. */
  storefront: Pick<StorefrontClient, "productSafety">;
  now?: () => number;
};

/**
 * GPSR Art. 19 information for a product page. Local mode: the publisher (the vendor) found in the publishers table.
 * Shopify mode: the product's `gpsr` metafields, and the publishers table for what they leave out. Warnings come from
 * the book's tags, plus the metafield's. A failure to read them never breaks the page: the section says the
 * information is missing instead.
 */
export function createProductSafety(options: ProductSafetyOptions) {
  const { db, mode, storefront } = options;
  const now = options.now ?? Date.now;
  let cache: { at: number; byName: Map<string, Manufacturer> } | undefined;

  async function publisherNamed(vendor: string): Promise<Manufacturer | null> {
    if (!cache || now() - cache.at > PUBLISHERS_TTL_MS) {
      const rows = await db.select().from(publishers);
      cache = {
        at: now(),
        byName: new Map(
          rows.map((row) => [
            publisherKey(row.name),
            { name: row.name, postalAddress: row.postalAddress, electronicAddress: row.electronicAddress },
          ]),
        ),
      };
    }
    return cache.byName.get(publisherKey(vendor)) ?? null;
  }

  return {
    async of(product: { handle: string; vendor: string; tags: readonly string[] }): Promise<ProductSafety> {
      const fromTable = product.vendor ? await publisherNamed(product.vendor) : null;
      if (mode === "local") {
        return { manufacturer: fromTable, warnings: safetyWarnings(product.tags), ageLabel: ageLabel(product.tags) };
      }
      const fields = await storefront.productSafety(product.handle);
      const name = fields?.manufacturerName?.trim() || fromTable?.name || product.vendor.trim();
      const postalAddress = fields?.manufacturerAddress?.trim() || fromTable?.postalAddress;
      const electronicAddress = fields?.manufacturerEmail?.trim() || fromTable?.electronicAddress;
      return {
        manufacturer: name && postalAddress && electronicAddress ? { name, postalAddress, electronicAddress } : null,
        warnings: safetyWarnings(product.tags, parseWarnings(fields?.warnings ?? null)),
        ageLabel: ageLabel(product.tags),
      };
    },

    /** Local mode at start-up: the demo catalogue's publishers, added once; rows edited by the owner are kept. */
    async seedDemoPublishers(): Promise<number> {
      const inserted = await db
        .insert(publishers)
        .values(demoPublisherContacts())
        .onConflictDoNothing({ target: publishers.name })
        .returning({ name: publishers.name });
      cache = undefined;
      return inserted.length;
    },
  };
}

export type ProductSafetyService = ReturnType<typeof createProductSafety>;

/**
 * The `gpsr.warnings` metafield: a list metafield arrives as a JSON array of strings, a multi-line text as lines.
 */
export function parseWarnings(value: string | null): string[] {
  if (!value) return [];
  const text = value.trim();
  if (text.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.filter((item): item is string => typeof item === "string");
    } catch {
      // Not JSON after all: read it as lines.
    }
  }
  return text.split(/\r?\n/);
}
