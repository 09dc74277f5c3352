import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { createTextSearch, searchTerm } from "./text-search.ts";

function book(title: string, tags: string[] = [], description = "", vendor = "Nathan"): ProductSummary {
  return {
    id: title,
    handle: title,
    title,
    vendor,
    productType: "Album",
    tags,
    price: 5,
    priceVaries: false,
    grades: [],
    image: null,
    availableForSale: true,
    firstVariantId: null,
    description,
    variants: [],
  };
}

const books = [
  book("Le grand livre des dinosaures", ["Dinosaures", "6-8 ans"]),
  book("Mon imagier de la ferme", ["Ferme", "0-4 ans"], "Les animaux de la ferme : la vache, le cochon."),
  book("Léa et le secret du phare", ["Romans", "CE2"], "Un roman d'aventure au bord de la mer."),
  book("Cheval de cœur", ["Chevaux"], "Une histoire de poney."),
  book("Les pirates de l'île", ["Pirates"], "", "Gallimard Jeunesse"),
];
const search = createTextSearch(books);
const titles = (query: string) => {
  const matches = search.search(query);
  return matches.top(matches.length).map((position) => books[position]?.title);
};

describe("catalogue text search", () => {
  it("ignores case and accents", () => {
    expect(titles("LEA")).toEqual(["Léa et le secret du phare"]);
    expect(titles("coeur")).toEqual(["Cheval de cœur"]);
  });

  it("matches French plurals and stems", () => {
    expect(titles("dinosaure")).toEqual(["Le grand livre des dinosaures"]);
    expect(titles("chevaux")).toEqual(["Cheval de cœur"]);
    expect(titles("pirate")).toEqual(["Les pirates de l'île"]);
  });

  it("forgives small typos", () => {
    expect(titles("dinosor")).toEqual(["Le grand livre des dinosaures"]);
    expect(titles("imagiier")).toEqual(["Mon imagier de la ferme"]);
  });

  it("reads the description, the tags and the publisher", () => {
    expect(titles("vache")).toEqual(["Mon imagier de la ferme"]);
    expect(titles("CE2")).toEqual(["Léa et le secret du phare"]);
    expect(titles("gallimard")).toEqual(["Les pirates de l'île"]);
  });

  it("needs every word to match and finds nothing for nonsense or markup", () => {
    expect(titles("ferme vache")).toEqual(["Mon imagier de la ferme"]);
    expect(titles("ferme pirates")).toEqual([]);
    expect(titles("<script>alert(1)</script>")).toEqual([]);
    expect(titles("   ")).toEqual([]);
  });

  it("completes the last word as it is typed", () => {
    expect(titles("dino")).toEqual(["Le grand livre des dinosaures"]);
  });

  it("answers a repeated search, whatever its case, with the same positions from its cache", () => {
    const first = search.search("Dinosaures");
    expect(first.length).toBeGreaterThan(0);
    expect(search.search("  dinosaures ")).toBe(first);
    expect(search.search("dinosaures", { predictive: true })).not.toBe(first);
  });

  it("finds a rare word among books that all share a common one, and still answers the common word alone", () => {
    const shelf = [
      ...Array.from({ length: 40 }, (_, i) => book(`Album ${i}`, ["Albums"], "Une belle histoire à lire le soir.")),
      book("La vache qui rit", ["Ferme"], "Une histoire de vache."),
    ];
    const shelfSearch = createTextSearch(shelf);
    const found = (query: string) => {
      const matches = shelfSearch.search(query);
      return matches.top(matches.length).map((position) => shelf[position]?.title);
    };
    expect(found("histoire vache")).toEqual(["La vache qui rit"]);
    expect(found("vache histoire")).toEqual(["La vache qui rit"]);
    expect(found("histoire")).toHaveLength(41);
    expect(found("histoire pirate")).toEqual([]);
  });

  it("ranks a match in the title above one in the tags, the publisher, then the description", () => {
    const shelf = [
      book("Le secret du phare", [], "Une histoire de loup.", "Milan"),
      book("Le grand méchant", [], "", "Loup Éditions"),
      book("Au clair de lune", ["Loup"], "", "Milan"),
      book("Le loup qui voulait changer de couleur", [], "", "Auzou"),
    ];
    const matches = createTextSearch(shelf).search("loup");
    expect(matches.top(4).map((position) => shelf[position]?.title)).toEqual([
      "Le loup qui voulait changer de couleur",
      "Au clair de lune",
      "Le grand méchant",
      "Le secret du phare",
    ]);
    expect([...matches.positions]).toEqual([0, 1, 2, 3]);
    expect(matches.top(2)).toHaveLength(2);
  });

  it("orders a tier too broad to score by how many fields hold the words, then catalogue order", () => {
    const shelf = [
      book("Atlas des volcans", ["Documentaire"]),
      book("Les planètes", ["Documentaire"], "Un documentaire pour les curieux."),
      book("La mer", ["Documentaire"]),
      book("Mon premier documentaire", ["Documentaire"]),
      book("Le corps humain", ["Documentaire"], "Le documentaire de référence.", "Documentaire Éditions"),
    ];
    const titlesOf = (matches: { length: number; top(count: number): number[] }) =>
      matches.top(matches.length).map((position) => shelf[position]?.title);
    const broad = createTextSearch(shelf, { rankedTierLimit: 3 }).search("documentaire");
    // The title tier (one book) is still scored; the tag tier (four books) is broader than the limit.
    expect(titlesOf(broad)).toEqual([
      "Mon premier documentaire",
      "Le corps humain",
      "Les planètes",
      "Atlas des volcans",
      "La mer",
    ]);
    expect(broad.at(4)).toBe(2);
    // Under the limit, MiniSearch's score orders the same tier, and the set of matches is the same.
    const scored = createTextSearch(shelf).search("documentaire");
    expect([...scored.positions]).toEqual([...broad.positions]);
    expect(titlesOf(scored)[0]).toBe("Mon premier documentaire");
  });

  it("finds a product updated in place by its new words only, and a search begun before still lists every match", () => {
    const shelf = [
      book("Le secret du phare", [], "Une histoire de loup."),
      book("Le loup qui voulait changer de couleur"),
      book("Au clair de lune", ["Loup"]),
    ];
    const before = createTextSearch(shelf);
    const begun = before.search("loup");
    const after = before.withProducts([
      { position: 1, product: book("Le renard qui voulait changer de couleur") },
      { position: 3, product: book("Le loup et les sept chevreaux") },
    ]);
    expect([...after.search("loup").positions]).toEqual([0, 2, 3]);
    expect([...after.search("renard").positions]).toEqual([1]);
    // Ranked lazily after the update, its title tier no longer holds position 1: it still comes, last.
    expect(begun.top(3).sort()).toEqual([0, 1, 2]);
  });

  it("turns words into comparable terms", () => {
    expect(searchTerm("Dinosaures")).toBe(searchTerm("dinosaure"));
    expect(searchTerm("les")).toBeNull();
    expect(searchTerm("x")).toBeNull();
  });
});
