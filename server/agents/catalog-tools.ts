import { setImmediate as nextTurn } from "node:timers/promises";
import type { ProductVariant } from "../../core/catalogue/catalogue-types.ts";
import { gradeOfOptions, isGradeOption } from "../../core/catalogue/condition-grades.ts";
import type { ListingParams } from "../../core/catalogue/listing-params.ts";
import { slugify } from "../../core/catalogue/slug.ts";
import { tagSlug } from "../../core/catalogue/taxonomy.ts";
import { formatPrice } from "../../core/format.ts";
import { AGENT_MESSAGES } from "../../core/messages/agents.ts";
import type { CatalogueIndex } from "../catalogue/catalogue-index.ts";
import type { ListingScope, ListingWindow } from "../catalogue/listing.ts";
import type { ProductDetails } from "../catalogue/product-details.ts";
import type { StorefrontClient } from "../storefront/storefront-client.ts";
import { UCP_DEFAULT_PAGE_SIZE, UCP_MAX_ANSWER_BYTES, UCP_MAX_PAGE_SIZE } from "./ucp-limits.ts";
import { cents, GRADE_OPTION, type ShopFacts, ucpProduct, ucpVariant } from "./ucp-products.ts";
import {
  type GetProductArguments,
  KNOWN_FILTERS,
  type LookupArguments,
  type SearchArguments,
  type SearchFilters,
} from "./ucp-requests.ts";
import type { GetProductResponse, LookupResponse, SearchResponse, UcpMessage, UcpProduct } from "./ucp-schemas.ts";
import { responseUcp } from "./ucp-version.ts";

/** A bad cursor or argument the schemas cannot see: the endpoint answers it as `-32602`. */
export class InvalidArgument extends Error {
  override name = "InvalidArgument";
}

export type CatalogToolsDeps = {
  catalogue: Pick<CatalogueIndex, "listing" | "productById" | "productByHandle" | "productByIsbnOrSku">;
  productDetails: Pick<ProductDetails, "many">;
  storefront: Pick<StorefrontClient, "copiesByIds">;
  facts: ShopFacts;
  /** The most one answer's books weigh (UCP_MAX_ANSWER_BYTES; smaller in tests). */
  answerBytes?: number;
};

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/[A-Za-z0-9_-]+$/;
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/[A-Za-z0-9_-]+$/;

/** An opaque cursor: where the next page starts. A cursor from another query only starts elsewhere in this one. */
export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString("base64url");
}

export function decodeCursor(cursor: string): number {
  try {
    const { o } = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { o?: unknown };
    if (typeof o === "number" && Number.isSafeInteger(o) && o >= 0 && o <= 1_000_000) return o;
  } catch {
    // Not ours: answered below.
  }
  throw new InvalidArgument(AGENT_MESSAGES.badCursor);
}

/**
 * The first products whose JSON fits the answer's budget (at least one): a page of books with long imported
 * descriptions ends early rather than past UCP_MAX_ANSWER_BYTES, and the agent's next page starts where it ended.
 */
export function productsWithinBudget<T>(products: readonly T[], budget: number): T[] {
  let used = 0;
  const kept: T[] = [];
  for (const product of products) {
    used += Buffer.byteLength(JSON.stringify(product));
    if (kept.length > 0 && used > budget) break;
    kept.push(product);
  }
  return kept;
}

/**
 * The copies the filters keep (they narrow products and variants alike, UCP says): of the wanted grades, within the
 * price range, for sale when asked; all of them otherwise.
 */
function wantedCopies(variants: readonly ProductVariant[], filters: SearchFilters | undefined): ProductVariant[] {
  const grades = filters?.conditions;
  const { min = 0, max = Number.POSITIVE_INFINITY } = filters?.price ?? {};
  return variants.filter((variant) => {
    if (filters?.available && !variant.availableForSale) return false;
    const price = cents(variant.price);
    if (price < min || price > max) return false;
    if (!grades?.length) return true;
    const grade = gradeOfOptions(variant.selectedOptions);
    return grade !== null && (grades as readonly string[]).includes(grade.slug);
  });
}

/**
 * Whether the filters narrow the catalogue: a search without words needs one (UCP's « Search Inputs »: query,
 * filters or an extension's input), or it would answer the whole catalogue to a call that asked nothing.
 */
function narrows(filters: SearchFilters | undefined): boolean {
  if (!filters) return false;
  const lists = [filters.categories, filters.ages, filters.publishers, filters.conditions];
  return (
    lists.some((list) => (list?.length ?? 0) > 0) ||
    filters.theme !== undefined ||
    filters.subject !== undefined ||
    filters.available === true ||
    filters.price?.min !== undefined ||
    filters.price?.max !== undefined
  );
}

/** How many ignored filter names a warning repeats, and how much of each: bounded whatever the agent sent. */
const IGNORED_FILTERS_NAMED = 5;
const IGNORED_FILTER_NAME_LENGTH = 40;

/**
 * The keys of `filters` the shop does not know. UCP's filters are open (`additionalProperties`): such a key is
 * ignored rather than refused, and named back so that the agent knows its results are not narrowed by it.
 */
function ignoredFilters(filters: SearchFilters | undefined): UcpMessage[] {
  const keys = Object.keys(filters ?? {}).filter((key) => !KNOWN_FILTERS.has(key));
  if (keys.length === 0) return [];
  const named = keys.slice(0, IGNORED_FILTERS_NAMED).map((key) => key.slice(0, IGNORED_FILTER_NAME_LENGTH));
  return [{ type: "warning", code: "unsupported_filter", content: AGENT_MESSAGES.ignoredFilters(named) }];
}

/** What narrows the books of a listing beside its parameters: in stock only, any of the categories. */
type ScopeWindow = Pick<ListingWindow, "availableOnly" | "anyTags">;

/** Books read per page, and at most, to find the cheapest copy a price filter left out. */
const PRICE_SCAN_PAGE = 50;
const PRICE_SCAN_LIMIT = 1_000;

/** « de 1,00 € à 3,00 € », « 3,00 € au plus », « 5,00 € au moins »: the range an agent asked, in cents. */
function priceRangeText(price: NonNullable<SearchFilters["price"]>): string {
  const { min, max } = price;
  if (min !== undefined && max !== undefined) return `de ${formatPrice(min / 100)} à ${formatPrice(max / 100)}`;
  if (max !== undefined) return `${formatPrice(max / 100)} au plus`;
  return `${formatPrice((min ?? 0) / 100)} au moins`;
}

/** The shop's listing parameters for an agent's filters: the same engine, so the same French search and facets. */
function listingParams(query: string, filters: SearchFilters | undefined): ListingParams {
  return {
    sort: "featured",
    page: 1,
    priceMin: filters?.price?.min !== undefined ? filters.price.min / 100 : null,
    priceMax: filters?.price?.max !== undefined ? filters.price.max / 100 : null,
    publishers: (filters?.publishers ?? []).map(slugify),
    ages: filters?.ages ?? [],
    levels: [],
    grades: filters?.conditions ?? [],
    // Both are tags every listed book must carry, as `/age/…?category=` and `/theme/…?sub=` refine a listing.
    category: filters?.theme ?? null,
    sub: filters?.subject ?? null,
    q: query,
  };
}

/**
 * UCP's catalog over the shop's catalogue index (decision 035): `search_catalog` runs the listing engine of the
 * search page (French stemming, typos, facets' filters) and answers each book and its copies as the index holds them
 * (the store is not asked); `lookup_catalog` and `get_product` resolve product ids, copy ids and handles and read each
 * book as its product page does, pictures included, kept until the next products-changed event.
 */
export function createCatalogTools(deps: CatalogToolsDeps) {
  const { facts } = deps;
  const answerBytes = deps.answerBytes ?? UCP_MAX_ANSWER_BYTES;

  type Book = { id: string; handle: string };

  /**
   * The books some ids name (product id, copy id, handle, ISBN or a copy's SKU), and which copy each copy id or SKU
   * asked for. An ISBN names the edition, so the whole book; a SKU names one copy, as its id does.
   */
  async function resolve(
    ids: readonly string[],
  ): Promise<Array<{ id: string; book: Book | null; copy: string | null }>> {
    const copyIds = ids.filter((id) => VARIANT_GID.test(id));
    const copies = copyIds.length > 0 ? ((await deps.storefront.copiesByIds(copyIds)) ?? []) : [];
    const bookOfCopy = new Map(copies.flatMap((copy) => (copy ? [[copy.variantId, copy.product] as const] : [])));
    return ids.map((id) => {
      if (VARIANT_GID.test(id)) {
        const book = bookOfCopy.get(id);
        return { id, book: book ? { id: book.id, handle: book.handle } : null, copy: book ? id : null };
      }
      const product = PRODUCT_GID.test(id) ? deps.catalogue.productById(id) : deps.catalogue.productByHandle(id);
      if (product) return { id, book: { id: product.id, handle: product.handle }, copy: null };
      const named = PRODUCT_GID.test(id) ? undefined : deps.catalogue.productByIsbnOrSku(id);
      if (!named) return { id, book: null, copy: null };
      return { id, book: { id: named.product.id, handle: named.product.handle }, copy: named.copyId };
    });
  }

  /**
   * With every filter but the price: how many books the search finds and the cheapest copy they hold, read in the
   * books' price order (a book's price is its cheapest copy's, so the reading stops at the first book that cannot
   * beat the best found). Null when the price was not what left the search empty.
   */
  async function cheapestCopy(text: string, filters: SearchFilters, scope: ListingScope, window: ScopeWindow) {
    const { price: _price, ...others } = filters;
    const params: ListingParams = { ...listingParams(text, others), sort: "price-asc" };
    let cheapest = Number.POSITIVE_INFINITY;
    let books = 0;
    for (let offset = 0; offset < PRICE_SCAN_LIMIT; offset += PRICE_SCAN_PAGE) {
      const page = await deps.catalogue.listing(scope, params, { offset, size: PRICE_SCAN_PAGE, ...window });
      books = page.total;
      for (const book of page.products) {
        if (cents(book.price) >= cheapest) return { books, cheapest };
        for (const copy of wantedCopies(book.variants, others)) cheapest = Math.min(cheapest, cents(copy.price));
      }
      if (offset + PRICE_SCAN_PAGE >= page.total) break;
    }
    return books > 0 && Number.isFinite(cheapest) ? { books, cheapest } : null;
  }

  return {
    async search(args: SearchArguments): Promise<SearchResponse> {
      const { query = "", filters, pagination } = args.catalog;
      const text = query.trim();
      // Neither words nor a filter: UCP asks a business to refuse an empty search rather than list everything.
      if (!text && !narrows(filters)) throw new InvalidArgument(AGENT_MESSAGES.emptySearch);
      const size = Math.min(pagination?.limit ?? UCP_DEFAULT_PAGE_SIZE, UCP_MAX_PAGE_SIZE);
      const offset = pagination?.cursor ? decodeCursor(pagination.cursor) : 0;
      const scope = text ? ({ kind: "search", text } as const) : ({ kind: "all" } as const);
      const scopeWindow = {
        availableOnly: filters?.available === true,
        anyTags: filters?.categories?.map(tagSlug) ?? [],
      };
      const listing = await deps.catalogue.listing(scope, listingParams(text, filters), {
        offset,
        size,
        ...scopeWindow,
      });
      // A turn of the event loop between the listing and the writing: a page waiting meanwhile goes first.
      await nextTurn();
      const written = productsWithinBudget(
        listing.products.map((book) => ucpProduct(facts, book, wantedCopies(book.variants, filters))),
        answerBytes,
      );
      const products = written.flatMap((product) => (product ? [product] : []));
      await nextTurn();
      const next = offset + written.length;
      const hasNext = written.length > 0 && next < listing.total;
      const messages = ignoredFilters(filters);
      const price = filters?.price;
      const priced = price !== undefined && (price.min !== undefined || price.max !== undefined);
      // Nothing on the first page because of the price alone: the books the words find are named with their
      // cheapest copy, rather than a « no book » that would send the parent to other words.
      const unpriced =
        priced && filters && products.length === 0 && offset === 0
          ? await cheapestCopy(text, filters, scope, scopeWindow)
          : null;
      if (unpriced && price) {
        messages.push({
          type: "info",
          code: "no_results",
          content: AGENT_MESSAGES.noCopyInPriceRange(
            priceRangeText(price),
            `${unpriced.books} livre${unpriced.books > 1 ? "s correspondent" : " correspond"}`,
            formatPrice(unpriced.cheapest / 100),
          ),
        });
      } else if (listing.total === 0) {
        messages.push({ type: "info", code: "no_results", content: AGENT_MESSAGES.noResults });
      }
      return {
        ucp: responseUcp(["dev.ucp.shopping.catalog.search"]),
        products,
        pagination: {
          has_next_page: hasNext,
          ...(hasNext ? { cursor: encodeCursor(next) } : {}),
          total_count: listing.total,
        },
        ...(messages.length > 0 ? { messages } : {}),
      };
    },

    async lookup(args: LookupArguments): Promise<LookupResponse> {
      const { ids, filters } = args.catalog;
      const resolved = await resolve([...new Set(ids)]);
      // One product per book, in the order first asked; a book asked by several ids lists each on its copies.
      type Asked = { productIds: string[]; copyIds: Map<string, string[]> };
      const byHandle = new Map<string, Asked>();
      const books = new Map<string, Book>();
      const messages = ignoredFilters(filters);
      for (const entry of resolved) {
        if (!entry.book) {
          messages.push({ type: "info", code: "not_found", content: entry.id });
          continue;
        }
        books.set(entry.book.handle, entry.book);
        const asked: Asked = byHandle.get(entry.book.handle) ?? { productIds: [], copyIds: new Map() };
        byHandle.set(entry.book.handle, asked);
        if (entry.copy) asked.copyIds.set(entry.copy, [...(asked.copyIds.get(entry.copy) ?? []), entry.id]);
        else asked.productIds.push(entry.id);
      }
      const handles = [...byHandle.keys()];
      const read = await deps.productDetails.many([...books.values()]);
      const products: UcpProduct[] = [];
      handles.forEach((handle, i) => {
        const detail = read[i];
        const asked = byHandle.get(handle);
        if (!detail || !asked) return;
        // Asked by the book: all its copies (that the filters keep); by copies only: those copies.
        const copies = wantedCopies(detail.variants, filters).filter(
          (variant) => asked.productIds.length > 0 || asked.copyIds.has(variant.id),
        );
        const product = ucpProduct(facts, detail, copies);
        if (!product) return;
        product.variants = copies.map((variant) => ({
          ...ucpVariant(facts, detail, variant),
          inputs: [
            ...(asked.copyIds.get(variant.id) ?? []).map((id) => ({ id, match: "exact" })),
            ...asked.productIds.map((id) => ({ id, match: "featured" })),
          ],
        }));
        products.push(product);
      });
      const answered = productsWithinBudget(products, answerBytes);
      const left = products.slice(answered.length).map((product) => product.id);
      if (left.length > 0)
        messages.push({ type: "warning", code: "truncated", content: AGENT_MESSAGES.askAgain(left) });
      return {
        ucp: responseUcp(["dev.ucp.shopping.catalog.lookup"]),
        products: answered,
        ...(messages.length > 0 ? { messages } : {}),
      };
    },

    async getProduct(args: GetProductArguments): Promise<GetProductResponse> {
      const { id, selected = [], filters } = args.catalog;
      const [entry] = await resolve([id]);
      const detail = entry?.book ? ((await deps.productDetails.many([entry.book]))[0] ?? null) : null;
      const copies = detail ? wantedCopies(detail.variants, filters) : [];
      const product = detail ? ucpProduct(facts, detail, copies, { html: true }) : null;
      if (!detail || !product) {
        return {
          ucp: responseUcp(["dev.ucp.shopping.catalog.lookup"], "error"),
          messages: [
            {
              type: "error",
              code: "not_found",
              content: AGENT_MESSAGES.productNotFound(id),
              severity: "unrecoverable",
            },
          ],
        };
      }
      // The featured copy: the one asked by its id, else the first for sale, else the first.
      const askedCopy = copies.find((variant) => variant.id === entry?.copy);
      const featured = askedCopy ?? copies.find((variant) => variant.availableForSale) ?? copies[0];
      const gradeLabelOf = (variant: ProductVariant | undefined) =>
        variant
          ? ucpVariant(facts, detail, variant).options?.find((option) => option.name === GRADE_OPTION)?.label
          : undefined;
      const offered = product.options?.find((option) => option.name === GRADE_OPTION)?.values.map((v) => v.label) ?? [];
      const messages = ignoredFilters(filters);
      // UCP: a copy asked by its id sets the selection itself, and `selected` is ignored. Otherwise a grade asked is
      // kept only when a copy of that grade exists; one that does not is relaxed to the featured copy's grade and
      // said, so that the agent never tells a parent « Très bon état » for a book that has none.
      let label = gradeLabelOf(featured);
      if (!askedCopy) {
        for (const option of selected) {
          if (slugify(option.name) !== slugify(GRADE_OPTION) && !isGradeOption(option.name)) {
            messages.push({
              type: "warning",
              code: "option_not_found",
              content: AGENT_MESSAGES.optionIgnored(option.name.slice(0, 80)),
            });
            continue;
          }
          const met = offered.find((value) => slugify(value) === slugify(option.label));
          if (met) label = met;
          else if (label) {
            messages.push({
              type: "warning",
              code: "option_unavailable",
              content: AGENT_MESSAGES.gradeUnavailable(option.label.slice(0, 80), label, offered),
            });
          }
        }
      }
      const matching = product.variants.filter((variant) =>
        variant.options?.some((option) => option.name === GRADE_OPTION && option.label === label),
      );
      const options = product.options?.map((option) => ({
        name: option.name,
        values: option.values.map((value) => {
          const holding = product.variants.filter((variant) =>
            variant.options?.some((chosen) => chosen.name === option.name && chosen.label === value.label),
          );
          return { ...value, exists: holding.length > 0, available: holding.some((v) => v.availability.available) };
        }),
      }));
      return {
        ucp: responseUcp(["dev.ucp.shopping.catalog.lookup"]),
        product: {
          ...product,
          ...(options ? { options } : {}),
          selected: label ? [{ name: GRADE_OPTION, label }] : [],
          // The copy asked by its id first (UCP: it is the featured variant), then those of the selected grade.
          variants: [
            ...matching.filter((variant) => variant.id === askedCopy?.id),
            ...matching.filter((variant) => variant.id !== askedCopy?.id),
            ...product.variants.filter((variant) => !matching.includes(variant)),
          ],
        },
        ...(messages.length > 0 ? { messages } : {}),
      };
    },
  };
}

export type CatalogTools = ReturnType<typeof createCatalogTools>;
