import { describe, expect, it } from "vitest";
import { parseListingParams } from "./listing-params.server.ts";
import { listingSearch } from "./listing-params.ts";

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

describe("listingSearch: a listing's parameters as its address writes them (issue 43)", () => {
  const canonical = (query: string) => listingSearch(parseListingParams(new URLSearchParams(query))).toString();

  it("writes each known parameter once, in one order, and nothing else", () => {
    expect(canonical(`${"etat=bon-etat&".repeat(560)}fill=1&utm_source=x`)).toBe("etat=bon-etat");
    expect(canonical("tri=price-asc&editeur=nathan&page=2&age=6-8-ans")).toBe(
      canonical("age=6-8-ans&page=2&editeur=nathan&tri=price-asc&u=123"),
    );
    expect(canonical("age=6-8-ans&page=2&editeur=nathan&tri=price-asc")).toBe(
      "age=6-8-ans&editeur=nathan&tri=price-asc&page=2",
    );
  });

  it("writes the values as the loader clamps them, defaults left out", () => {
    expect(canonical("page=1&tri=featured&prix_min=&etat=inconnu")).toBe("");
    expect(canonical("prix_min=30&prix_max=2&page=-4")).toBe("prix_min=2&prix_max=30");
    expect(canonical("q=%20%20dinosaures%20")).toBe("q=dinosaures");
  });
});
