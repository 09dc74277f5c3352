import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { parseListingParams } from "../../core/catalogue/listing-params.server.ts";
import { PARAM } from "../../core/catalogue/listing-params.ts";
import type { CatalogueIndex } from "../catalogue/catalogue-index.ts";
import type { ListingScope } from "../catalogue/listing.ts";
import type { BookCriteria } from "./book-criteria.ts";

/** How many books a reply lists: enough to choose from, few enough to read in a chat bubble. */
export const RECOMMENDED_MIN = 3;
export const RECOMMENDED_MAX = 5;

export type Recommendation = {
  products: ProductSummary[];
  /** The listing page showing every match, for 'voir tous les livres'. */
  moreHref: string;
  total: number;
  /** Criteria dropped to find anything at all, said to the visitor rather than hidden. */
  dropped: Array<"maxPrice" | "age">;
};

/**
 * Books matching what the visitor asked, read from the catalogue index (the same listing the shop's pages use), so a
 * recommendation is always a real book with its real price. Books in stock come first.
 */
export function createBookRecommender(catalogue: Pick<CatalogueIndex, "listing">) {
  async function search(criteria: BookCriteria) {
    const { scope, href } = scopeOf(criteria);
    const params = parseListingParams(new URLSearchParams());
    const query = new URLSearchParams(href.search);
    if (criteria.age && !(scope.kind === "tag" && scope.slug === criteria.age.slug)) {
      params.ages = [criteria.age.slug];
      query.append(PARAM.ages, criteria.age.slug);
    }
    if (criteria.schoolLevel && !(scope.kind === "tag" && scope.slug === criteria.schoolLevel.slug)) {
      params.levels = [criteria.schoolLevel.slug];
      query.append(PARAM.levels, criteria.schoolLevel.slug);
    }
    if (criteria.theme && criteria.subject) {
      params.category = criteria.theme.slug;
      query.set(PARAM.category, criteria.theme.slug);
    }
    if (criteria.maxPrice !== undefined) {
      params.priceMax = criteria.maxPrice;
      query.set(PARAM.priceMax, String(criteria.maxPrice));
    }
    const listing = await catalogue.listing(scope, params);
    const search = query.toString();
    return { listing, moreHref: `${href.pathname}${search ? `?${search}` : ""}` };
  }

  return {
    async recommend(criteria: BookCriteria): Promise<Recommendation> {
      const dropped: Recommendation["dropped"] = [];
      let current = criteria;
      let result = await search(current);
      for (const key of ["maxPrice", "age"] as const) {
        if (result.listing.total > 0 || current[key] === undefined) continue;
        const { [key]: _removed, ...rest } = current;
        current = rest;
        dropped.push(key);
        result = await search(current);
      }
      const candidates = result.listing.products;
      const ordered = [
        ...candidates.filter((product) => product.availableForSale),
        ...candidates.filter((product) => !product.availableForSale),
      ];
      return {
        products: ordered.slice(0, RECOMMENDED_MAX),
        moreHref: result.moreHref,
        total: result.listing.total,
        dropped,
      };
    },
  };
}

export type BookRecommender = ReturnType<typeof createBookRecommender>;

function scopeOf(criteria: BookCriteria): { scope: ListingScope; href: URL } {
  const base = "http://boutique.invalid";
  if (criteria.subject) {
    return {
      scope: { kind: "tag", slug: criteria.subject.slug },
      href: new URL(`/categorie/${criteria.subject.slug}`, base),
    };
  }
  if (criteria.theme) {
    return { scope: { kind: "tag", slug: criteria.theme.slug }, href: new URL(`/theme/${criteria.theme.slug}`, base) };
  }
  if (criteria.topic) {
    const href = new URL("/recherche", base);
    href.searchParams.set(PARAM.q, criteria.topic);
    return { scope: { kind: "search", text: criteria.topic }, href };
  }
  if (criteria.age) {
    return { scope: { kind: "tag", slug: criteria.age.slug }, href: new URL(`/age/${criteria.age.slug}`, base) };
  }
  if (criteria.schoolLevel) {
    return {
      scope: { kind: "tag", slug: criteria.schoolLevel.slug },
      href: new URL(`/theme/romans?${PARAM.sub}=${criteria.schoolLevel.slug}`, base),
    };
  }
  return { scope: { kind: "all" }, href: new URL("/theme", base) };
}
