import { describe, expect, it } from "vitest";
import { parseListingParams } from "./listing-params.server.ts";

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe("parseListingParams", () => {
  it("reads sort, page, price range and repeated filters", () => {
    expect(
      parse(
        "tri=price-asc&page=3&prix_min=2&prix_max=10&editeur=nathan&editeur=milan&age=4-6-ans&niveau=cp&etat=bon-etat",
      ),
    ).toEqual({
      sort: "price-asc",
      page: 3,
      priceMin: 2,
      priceMax: 10,
      publishers: ["nathan", "milan"],
      ages: ["4-6-ans"],
      levels: ["cp"],
      grades: ["bon-etat"],
      category: null,
      sub: null,
      q: "",
    });
  });

  it("falls back to page 1 and the featured sort on bad values", () => {
    for (const page of ["abc", "-2", "0", "1.5", ""]) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse("tri=random").sort).toBe("featured");
  });

  it("drops negative prices and swaps inverted bounds", () => {
    expect(parse("prix_min=-5&prix_max=abc")).toMatchObject({ priceMin: null, priceMax: null });
    expect(parse("prix_min=15&prix_max=3")).toMatchObject({ priceMin: 3, priceMax: 15 });
  });

  it("ignores values that are not slugs, markup included", () => {
    expect(parse("editeur=%3Cscript%3E&category=../../etc&sub=ok-1").publishers).toEqual([]);
    expect(parse("category=../../etc").category).toBeNull();
    expect(parse("sub=ok-1").sub).toBe("ok-1");
  });

  it("keeps only the three grades, in the scale's order, and drops any other value of etat", () => {
    expect(parse("etat=etat-correct&etat=inconnu&etat=tres-bon-etat&etat=tres-bon-etat").grades).toEqual([
      "tres-bon-etat",
      "etat-correct",
    ]);
    expect(parse("etat=comme-neuf&etat=%3Cscript%3E").grades).toEqual([]);
  });

  it("trims the search term and caps its length", () => {
    expect(parse("q=%20%20dinosaures%20").q).toBe("dinosaures");
    expect(parse(`q=${"a".repeat(2000)}`).q).toHaveLength(200);
  });
});
