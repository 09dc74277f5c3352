import { describe, expect, it } from "vitest";
import { parseListingParams } from "./listing-params.server.ts";
import { hasFilters, unfilteredListingHref } from "./listing-params.ts";

const params = (query: string) => parseListingParams(new URLSearchParams(query));

describe("a listing's filters", () => {
  it("counts price, publisher, age, level and grade as filters, not the sort, the page or the scope", () => {
    expect(hasFilters(params("tri=price-asc&page=2&q=loup&category=romans"))).toBe(false);
    for (const filter of ["prix_min=3", "prix_max=8", "editeur=nathan", "age=6-8-ans", "niveau=cp", "etat=bon-etat"]) {
      expect(hasFilters(params(filter)), filter).toBe(true);
    }
  });

  it("undoes the filters, sort and page and keeps the search or category", () => {
    expect(unfilteredListingHref("/recherche", params("q=loup gris&editeur=nathan&tri=price-asc&page=3"))).toBe(
      "/recherche?q=loup+gris",
    );
    expect(unfilteredListingHref("/age/6-8-ans", params("category=romans&etat=bon-etat"))).toBe(
      "/age/6-8-ans?category=romans",
    );
    expect(unfilteredListingHref("/theme/noel", params("prix_max=4"))).toBe("/theme/noel");
  });
});
