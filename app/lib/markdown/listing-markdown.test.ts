import { describe, expect, it } from "vitest";
import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { parseListingParams } from "../../../core/catalogue/listing-params.server.ts";
import type { ListingPageData } from "../catalogue/listing-loader.server.ts";
import { listingMarkdown } from "./listing-markdown.ts";

const SITE = "https://bouquinerie.example";

function card(handle: string, title: string, price: number, availableForSale = true): ProductCardData {
  return {
    id: handle,
    handle,
    title,
    vendor: "Nathan",
    price,
    priceVaries: false,
    image: null,
    availableForSale,
    firstVariantId: null,
  };
}

function listingPage(overrides: Partial<ListingPageData> = {}, query = "page=2&tri=price-asc"): ListingPageData {
  return {
    heading: "Livres 6-8 ans",
    description: "Livres jeunesse reconditionnés pour les 6-8 ans.",
    breadcrumb: [
      { label: "Accueil", href: "/" },
      { label: "6-8 ans", href: "/age/6-8-ans" },
    ],
    listing: {
      products: [card("a", "Les _dinos_ <b>", 4.9), card("b", "Tome 1", 12, false)],
      total: 80,
      page: 2,
      pageCount: 3,
      priceCeiling: 20,
      facets: {
        publishers: [],
        ages: [{ slug: "6-8-ans", label: "6-8 ans", count: 50, levels: [] }],
        grades: [
          { slug: "tres-bon-etat", label: "Très bon état", count: 40 },
          { slug: "etat-correct", label: "État correct", count: 0 },
        ],
        showLevels: false,
      },
    },
    params: parseListingParams(new URLSearchParams(query)),
    path: "/theme/romans",
    searchTerm: null,
    search: null,
    ...overrides,
  };
}

describe("listingMarkdown", () => {
  it("lists the page's books with escaped titles, French prices, availability and absolute product links", () => {
    const markdown = listingMarkdown(listingPage(), SITE);
    expect(markdown).toMatch(/^# Livres 6-8 ans\n/);
    expect(markdown).toContain("80 livres, page 2 sur 3.");
    expect(markdown).toContain(`- [Les \\_dinos\\_ \\<b\\>](${SITE}/produit/a) — Nathan — 4,90\u00a0€ — En stock`);
    expect(markdown).toContain(`- [Tome 1](${SITE}/produit/b) — Nathan — 12,00\u00a0€ — Épuisé`);
    expect(markdown).toContain(`[Accueil](${SITE}/) › [6-8 ans](${SITE}/age/6-8-ans)`);
  });

  it("links the previous, next, first and last pages, keeping the sort", () => {
    const markdown = listingMarkdown(listingPage(), SITE);
    expect(markdown).toContain(`[Page précédente](${SITE}/theme/romans?tri=price-asc)`);
    expect(markdown).toContain(`[Page suivante](${SITE}/theme/romans?tri=price-asc&page=3)`);
    expect(markdown).toContain(`[Dernière page (3)](${SITE}/theme/romans?tri=price-asc&page=3)`);
  });

  it("offers the grades and ages with books as filters back on page 1, and no age filter on an age's page", () => {
    const markdown = listingMarkdown(listingPage(), SITE);
    expect(markdown).toContain(`- [Très bon état](${SITE}/theme/romans?etat=tres-bon-etat&tri=price-asc) (40)`);
    expect(markdown).not.toContain("État correct");
    expect(markdown).toContain(`- [6-8 ans](${SITE}/theme/romans?age=6-8-ans&tri=price-asc) (50)`);
    expect(listingMarkdown(listingPage({ path: "/age/6-8-ans" }), SITE)).not.toContain("?age=");
  });

  it("writes a search's count as its page does and the books for sale near words that found none", () => {
    const search = listingPage(
      {
        path: "/recherche",
        searchTerm: "zzz [x](y)",
        listing: { ...listingPage().listing, products: [], total: 0, page: 1, pageCount: 1 },
      },
      "q=zzz",
    );
    const markdown = listingMarkdown(search, SITE, { outcome: "none", books: [card("c", "Dinos", 3)] });
    expect(markdown).toContain("0 résultats pour « zzz \\[x\\](y) ».");
    expect(markdown).not.toContain("Pages :");
    // Found nothing: the books are for sale, not called close (decision 036).
    expect(markdown).toContain(`## Quelques livres en vente en ce moment\n\n- [Dinos](${SITE}/produit/c)`);
    const soldOut = listingMarkdown(search, SITE, { outcome: "sold-out", books: [card("c", "Dinos", 3)] });
    expect(soldOut).toContain("## Disponibles maintenant, proches des livres épuisés trouvés");
  });

  it("says how a search read its words, each part with the link that undoes it (decision 036)", () => {
    const search = listingPage(
      {
        path: "/recherche",
        searchTerm: "cadeau fille 6 ans",
        search: {
          chips: [
            { label: "Pour 6-8 ans", removeLabel: "Retirer « Pour 6-8 ans »", href: "/recherche?q=cadeau+fille" },
          ],
          notes: ["« fille » : nos livres s'adressent à tous les enfants."],
          approximate: false,
          missed: false,
          someForSale: true,
        },
      },
      "q=cadeau+fille&age=6-8-ans",
    );
    const markdown = listingMarkdown(search, SITE);
    expect(markdown).toContain(`Nous avons compris : Pour 6-8 ans ([retirer](${SITE}/recherche?q=cadeau+fille)).`);
    expect(markdown).toContain("« fille » : nos livres s'adressent à tous les enfants.");
  });
});
