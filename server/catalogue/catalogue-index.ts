import { createHash } from "node:crypto";
import { isbnOfIdentifier } from "../../core/catalogue/book-isbns.ts";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { parseListingParams } from "../../core/catalogue/listing-params.server.ts";
import type { ListingParams } from "../../core/catalogue/listing-params.ts";
import type { RelatedProducts } from "../../core/catalogue/product-page-types.ts";
import { slugify } from "../../core/catalogue/slug.ts";
import {
  AGE_GROUPS,
  SUBJECTS,
  type TaxonomyEntry,
  THEME_LIST,
  THEME_SUBCATEGORIES,
} from "../../core/catalogue/taxonomy.ts";
import { understandQuery } from "../../core/search/query-understanding.ts";
import { SEARCH_TERM_MAX_LENGTH } from "../../core/shop-constants.ts";
import type { StorefrontClient } from "../storefront/storefront-client.ts";
import { buildSnapshot, type CatalogueSnapshot, patchSnapshot, type SnapshotChange } from "./catalogue-snapshot.ts";
import { featuredOrder } from "./featured-order.ts";
import { christmasSelection } from "./home-selection.ts";
import { type Listing, type ListingScope, type ListingWindow, runListing } from "./listing.ts";
import { type Closeness, closenessOf, createNearestFinder } from "./nearest-for-sale.ts";
import { createRelatedFinder } from "./related.ts";
import { bookByIsbn } from "./search-plan.ts";

/** How many pages the sync reads at most: 1,000 × 250 = 250,000 products, far beyond any shop we serve. */
const MAX_PAGES = 1_000;

/** A merge changing more than this share of the catalogue builds the snapshot anew: it costs less than patching. */
const REBUILD_SHARE = 0.25;

/** The copies by SKU (upper case) of one snapshot, by position; the books by ISBN are the search's (search-plan.ts). */
type SkuIndex = {
  snapshot: CatalogueSnapshot;
  bySku: Map<string, { position: number; copyId: string }>;
};

function skuIndexOf(snapshot: CatalogueSnapshot): SkuIndex {
  const bySku = new Map<string, { position: number; copyId: string }>();
  snapshot.products.forEach((product, position) => {
    for (const variant of product.variants) {
      if (!variant.sku) continue;
      const sku = variant.sku.trim().toUpperCase();
      if (!bySku.has(sku)) bySku.set(sku, { position, copyId: variant.id });
    }
  });
  return { snapshot, bySku };
}

/** What a refresh or a merge did: `changed` says whether anything a page shows differs from before. */
type Outcome = { count: number; durationMs: number; changed: boolean };

/** What a search's words found: books for sale, only sold-out books, or nothing (the owner's demand figures). */
export type SearchOutcome = "found" | "sold-out" | "none";

export type Suggestions = {
  products: Pick<ProductSummary, "handle" | "title" | "vendor" | "price" | "image">[];
  categories: Array<{ label: string; href: string }>;
};

/** How many of a predictive search's matches are looked at for the few that fit its ages and formats. */
const SUGGESTIONS_SCANNED = 400;

/** Every browsable entry of the taxonomy with its page, for predictive search. */
const CATEGORY_LINKS: Array<{ label: string; href: string; key: string }> = [
  ...AGE_GROUPS.map((age) => ({ label: `Livres ${age.label}`, href: `/age/${age.slug}` })),
  ...THEME_LIST.map((theme) => ({ label: theme.label, href: `/theme/${theme.slug}` })),
  ...Object.entries(THEME_SUBCATEGORIES).flatMap(([theme, subs]) =>
    subs.map((sub: TaxonomyEntry) => ({ label: sub.label, href: `/theme/${theme}?sub=${sub.slug}` })),
  ),
  ...SUBJECTS.map((subject) => ({ label: subject.label, href: `/categorie/${subject.slug}` })),
].map((link) => ({ ...link, key: slugify(link.label) }));

/**
 * The in-memory read model of the whole catalogue (docs/architecture.md §2.3), built by paging the Storefront API.
 * Listings, facets and search are answered from here; a refresh swaps the whole snapshot at once.
 */
export function createCatalogueIndex(
  storefront: Pick<StorefrontClient, "productsPage" | "productsByIds">,
  featuredSeed: () => Promise<number> = async () => 1,
) {
  let snapshot: CatalogueSnapshot = buildSnapshot([]);
  // A digest of each product, by position: a refresh or a merge that read the same products changes nothing.
  let digests: string[] = [];
  // Of the digests, computed when a full refresh compares (a merge leaves it to be computed again: a sale's merge at
  // 50,000 books would otherwise hash them all).
  let fingerprint: string | null = "";
  // Each product's position by id, for merges; rebuilt with the snapshot.
  let positionById = new Map<string, number>();
  let featured: { seed: number; snapshot: CatalogueSnapshot; order: Uint32Array } | null = null;
  // Built on the first lookup by ISBN or SKU after each change of snapshot: pages never need it.
  let skuIndex: SkuIndex | null = null;
  const findRelated = createRelatedFinder();
  const findNearest = createNearestFinder();

  async function featuredOrderFor(current: CatalogueSnapshot): Promise<Uint32Array> {
    const seed = await featuredSeed();
    if (featured?.seed !== seed || featured.snapshot !== current) {
      featured = { seed, snapshot: current, order: featuredOrder(current.products.length, seed) };
    }
    return featured.order;
  }

  /** Reads the whole catalogue again; `changed` says whether anything a page shows differs from before. */
  async function refresh(): Promise<Outcome> {
    const started = performance.now();
    const products: ProductSummary[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const result = await storefront.productsPage(after);
      products.push(...result.products);
      if (!result.hasNextPage || !result.endCursor) break;
      after = result.endCursor;
    }
    const read = products.map(digestOf);
    const readFingerprint = fingerprintOf(read);
    const changed = readFingerprint !== (fingerprint ?? fingerprintOf(digests));
    if (changed) {
      snapshot = buildSnapshot(products);
      positionById = positionsOf(products);
    }
    digests = read;
    fingerprint = readFingerprint;
    return { count: products.length, durationMs: Math.round(performance.now() - started), changed };
  }

  /**
   * Merges products read from the store since the last look (Shopify mode's reconciliation): a product already held
   * (same id) replaces its entry, a new one joins the catalogue where the store's ID order puts it, the others stay
   * as they are. Removals leave no trace here: only a full refresh sees them. `count` is how many entries changed.
   */
  function merge(updated: readonly ProductSummary[]): Outcome {
    const started = performance.now();
    // The same product read twice (saved again while the pages were read): the later answer is the newer.
    const latest = new Map(updated.map((product) => [product.id, product]));
    const replaced: SnapshotChange[] = [];
    const added: ProductSummary[] = [];
    for (const product of latest.values()) {
      const position = positionById.get(product.id);
      if (position === undefined) added.push(product);
      else if (digests[position] !== digestOf(product)) replaced.push({ position, product });
    }
    const count = replaced.length + added.length;
    if (count === 0) return { count, durationMs: Math.round(performance.now() - started), changed: false };

    added.sort(byStoreId);
    const last = snapshot.products.at(-1);
    const appendable = added.length === 0 || !last || byStoreId(last, added[0] as ProductSummary) < 0;
    if (appendable && count <= Math.max(64, snapshot.products.length * REBUILD_SHARE)) {
      const changes = [
        ...replaced,
        ...added.map((product, i) => ({ position: snapshot.products.length + i, product })),
      ];
      snapshot = patchSnapshot(snapshot, changes);
      for (const { position, product } of changes) {
        digests[position] = digestOf(product);
        positionById.set(product.id, position);
      }
    } else {
      const products = [...snapshot.products];
      for (const { position, product } of replaced) products[position] = product;
      products.push(...added);
      // New products older than the last one held (republished ones): the store's ID order, as a full read gives.
      if (!appendable) products.sort(byStoreId);
      snapshot = buildSnapshot(products);
      digests = products.map(digestOf);
      positionById = positionsOf(products);
    }
    fingerprint = null;
    return { count, durationMs: Math.round(performance.now() - started), changed: true };
  }

  /**
   * Reads again only the products an event names (a sale's books) and merges them; the whole catalogue when one of
   * them is gone or unpublished (only a full read removes a product) or the store answers nothing usable.
   */
  async function refreshProducts(ids: readonly string[]): Promise<Outcome> {
    const started = performance.now();
    const read = await storefront.productsByIds(ids);
    if (!read || read.some((product) => product === null)) return refresh();
    const merged = merge(read.filter((product) => product !== null));
    return { ...merged, durationMs: Math.round(performance.now() - started) };
  }

  return {
    refresh,
    merge,
    refreshProducts,

    size(): number {
      return snapshot.products.length;
    },

    /** Products in catalogue order (the storefront's ID order). */
    firstProducts(count: number): ProductSummary[] {
      return snapshot.products.slice(0, count);
    },

    productByHandle(handle: string): ProductSummary | undefined {
      const position = snapshot.byHandle.get(handle);
      return position === undefined ? undefined : snapshot.products[position];
    },

    /** A product by its Storefront id (an alert's title). */
    productById(id: string): ProductSummary | undefined {
      const position = positionById.get(id);
      return position === undefined ? undefined : snapshot.products[position];
    },

    /**
     * A book by its ISBN (ISBN-13 with or without dashes, or ISBN-10: its description's « ISBN : », or a copy's SKU
     * that is one), or a copy by its SKU (any case), with that copy's id: how an agent or a parent names a book
     * they hold in hand. A whole identifier only, never an ISBN inside other words.
     */
    productByIsbnOrSku(id: string): { product: ProductSummary; copyId: string | null } | undefined {
      const current = snapshot;
      const isbn = isbnOfIdentifier(id);
      const position = isbn ? bookByIsbn(current, isbn) : undefined;
      if (position !== undefined) return { product: current.products[position] as ProductSummary, copyId: null };
      if (skuIndex?.snapshot !== current) skuIndex = skuIndexOf(current);
      const copy = skuIndex.bySku.get(id.trim().toUpperCase());
      return copy ? { product: current.products[copy.position] as ProductSummary, copyId: copy.copyId } : undefined;
    },

    /** The books for sale closest to a sold-out one: same collection, same author, then subjects and ages. */
    nearestForSale(handle: string, closeness: Closeness, limit: number): ProductSummary[] {
      return findNearest(snapshot, handle, closeness, limit);
    },

    /**
     * What a search found, as its page shows it (its words understood, its ages as the age filter), and when it is
     * not a book for sale, the books for sale to propose instead: the closest to the sold-out books found, else the
     * featured ones, which the page names as such, never as close (decision 036).
     */
    async searchInstead(text: string, limit: number): Promise<{ outcome: SearchOutcome; forSale: ProductSummary[] }> {
      const current = snapshot;
      const order = await featuredOrderFor(current);
      const query = text.trim().slice(0, SEARCH_TERM_MAX_LENGTH);
      // The search as its page runs it, relaxations included: its first books, and whether one is for sale.
      const found = runListing(
        current,
        { kind: "search", text: query },
        parseListingParams(new URLSearchParams()),
        order,
        {
          offset: 0,
          size: 3,
        },
      );
      if (found.search?.forSale) return { outcome: "found", forSale: [] };
      const forSale = new Map<string, ProductSummary>();
      const add = (products: Iterable<ProductSummary>) => {
        for (const product of products) if (forSale.size < limit) forSale.set(product.id, product);
      };
      const soldOut = found.total > 0;
      for (const product of found.products) add(findNearest(current, product.handle, closenessOf(product), limit));
      if (forSale.size < limit) {
        const featuredForSale: ProductSummary[] = [];
        for (let i = 0; i < order.length && featuredForSale.length < limit; i++) {
          const product = current.products[order[i] as number] as ProductSummary;
          if (product.availableForSale) featuredForSale.push(product);
        }
        add(featuredForSale);
      }
      return { outcome: soldOut ? "sold-out" : "none", forSale: [...forSale.values()] };
    },

    hasTag(product: ProductSummary, tagSlug: string): boolean {
      return hasTagIn(snapshot, product, tagSlug);
    },

    /** Up to `limit` products carrying a tag, in catalogue order (home carousels). */
    tagged(tagSlug: string, limit: number): ProductSummary[] {
      const positions = snapshot.byTag.get(tagSlug) ?? [];
      return positions.slice(0, limit).map((p) => snapshot.products[p] as ProductSummary);
    },

    /** The home page's 'Noël approche...' products, in the order of the current minute unless told otherwise. */
    christmasSelection(random?: () => number): ProductSummary[] {
      const current = snapshot;
      return christmasSelection(
        {
          firstProducts: (count) => current.products.slice(0, count),
          hasTag: (product, slug) => hasTagIn(current, product, slug),
        },
        random,
      );
    },

    /** A listing page: scope, then the visitor's filters, facets, sort and page (docs/product.md §2 listing pages). */
    async listing(scope: ListingScope, params: ListingParams, window?: ListingWindow): Promise<Listing> {
      const current = snapshot;
      return runListing(current, scope, params, await featuredOrderFor(current), window);
    },

    /**
     * Predictive search: a few books and the categories whose name matches what is typed so far, read as the search
     * page reads it (decision 036): « dinosaures 4 ans » suggests books about dinosaurs for 4-6 ans and the pages
     * « Livres 4-6 ans » and « Dinosaures ».
     */
    suggest(text: string, limit = 6): Suggestions {
      const query = text.trim().slice(0, SEARCH_TERM_MAX_LENGTH);
      if (query.length < 2) return { products: [], categories: [] };
      const current = snapshot;
      const understood = understandQuery(query);
      const formatTags = understood.parts.flatMap((part) => (part.kind === "format" ? part.format.tags : []));
      const fits = (position: number) => {
        const tags = current.tagSlugs[position];
        if (understood.ages.length > 0 && !understood.ages.some((age) => tags?.has(age))) return false;
        return formatTags.length === 0 || formatTags.some((tag) => tags?.has(tag));
      };
      const positions: number[] = [];
      if (understood.topic !== "") {
        const matches = current.textSearch.search(understood.topic, { predictive: true });
        // Bounded: a filter that keeps few of many matches stops looking rather than walking them all.
        for (let rank = 0; rank < Math.min(matches.length, SUGGESTIONS_SCANNED) && positions.length < limit; rank++) {
          const position = matches.at(rank);
          if (fits(position)) positions.push(position);
        }
      }
      const products = positions.map((p) => {
        const { handle, title, vendor, price, image } = current.products[p] as ProductSummary;
        return { handle, title, vendor, price, image };
      });
      const understoodLinks = [
        ...understood.ages.flatMap((age) => CATEGORY_LINKS.filter((link) => link.href === `/age/${age}`)),
        ...formatTags.flatMap((tag) => CATEGORY_LINKS.filter((link) => link.href === `/theme/${tag}`)),
      ];
      const key = slugify(understood.topic);
      const named = CATEGORY_LINKS.filter((link) => key !== "" && link.key.includes(key));
      const categories = [...new Map([...understoodLinks, ...named].map((link) => [link.href, link])).values()]
        .slice(0, 4)
        .map(({ label, href }) => ({ label, href }));
      return { products, categories };
    },

    /** The product page's tabs: up to `limit` books of the same collection and of the same publisher. */
    related(
      product: Pick<ProductSummary, "handle" | "vendor">,
      collection: string | null,
      limit: number,
    ): RelatedProducts {
      return findRelated(snapshot, product, collection, limit);
    },
  };
}

export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;

function digestOf(product: ProductSummary): string {
  return createHash("sha256").update(JSON.stringify(product)).digest("base64");
}

function positionsOf(products: readonly ProductSummary[]): Map<string, number> {
  return new Map(products.map((product, position) => [product.id, position]));
}

/** A digest of everything the index holds, so a refresh that read the same catalogue rebuilds and announces nothing. */
function fingerprintOf(digests: readonly string[]): string {
  const hash = createHash("sha256");
  for (const digest of digests) hash.update(digest);
  return hash.digest("base64");
}

/**
 * The store's ID order, the catalogue's order (`sortKey: ID`): Shopify's ids (`gid://shopify/Product/123`) end with
 * a number that grows with each new product. Ids without one sort after, by text.
 */
function byStoreId(a: ProductSummary, b: ProductSummary): number {
  const numberA = trailingNumber(a.id);
  const numberB = trailingNumber(b.id);
  if (numberA !== null && numberB !== null) return numberA < numberB ? -1 : numberA > numberB ? 1 : 0;
  if (numberA !== null) return -1;
  if (numberB !== null) return 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function trailingNumber(id: string): bigint | null {
  const digits = /(\d+)$/.exec(id)?.[1];
  return digits === undefined ? null : BigInt(digits);
}

function hasTagIn(snapshot: CatalogueSnapshot, product: ProductSummary, tagSlug: string): boolean {
  const position = snapshot.byHandle.get(product.handle);
  return position !== undefined && (snapshot.tagSlugs[position]?.has(tagSlug) ?? false);
}
