import { describe, expect, it } from "vitest";
import { listingHref } from "./listing-url.ts";

describe("listingHref", () => {
  it("resets to page 1 when a filter or the sort changes", () => {
    expect(listingHref("/age/4-6-ans", new URLSearchParams("page=3&tri=title-asc"), { sort: "price-asc" })).toBe(
      "/age/4-6-ans?tri=price-asc",
    );
  });

  it("keeps the filters when only the page changes", () => {
    expect(listingHref("/theme/romans", new URLSearchParams("editeur=nathan"), { page: 2 })).toBe(
      "/theme/romans?editeur=nathan&page=2",
    );
    expect(listingHref("/theme/romans", new URLSearchParams("page=2"), { page: 1 })).toBe("/theme/romans");
  });

  it("writes repeated values and drops emptied ones", () => {
    expect(listingHref("/age", new URLSearchParams("editeur=a"), { publishers: ["a", "b"] })).toBe(
      "/age?editeur=a&editeur=b",
    );
    expect(listingHref("/age", new URLSearchParams("editeur=a&prix_min=2"), { publishers: [], priceMin: null })).toBe(
      "/age",
    );
  });
});
