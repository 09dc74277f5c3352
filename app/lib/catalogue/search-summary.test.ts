import { beforeAll, describe, expect, it } from "vitest";
import { parseListingParams } from "../../../core/catalogue/listing-params.server.ts";
import type { CatalogueIndex } from "../../../server/catalogue/catalogue-index.ts";
import { demoCatalogueIndex } from "../../../server/chat/demo-catalogue-index.ts";
import { summarizeSearch } from "./search-summary.ts";

let index: CatalogueIndex;
beforeAll(async () => {
  ({ index } = await demoCatalogueIndex(3_200));
}, 60_000);

async function summaryOf(q: string) {
  const listing = await index.listing({ kind: "search", text: q }, parseListingParams(new URLSearchParams({ q })));
  if (!listing.search) throw new Error("une recherche a son rapport");
  return { listing, summary: summarizeSearch(listing.search, "/recherche") };
}

describe("the search page says how it read the words (decision 036)", () => {
  it("shows the age as a chip whose link removes it, and says books are not gendered", async () => {
    const { summary } = await summaryOf("cadeau fille 6 ans");
    expect(summary.chips).toEqual([
      { label: "Pour 6-8 ans", removeLabel: "Retirer « Pour 6-8 ans »", href: "/recherche?q=cadeau+fille" },
    ]);
    expect(summary.notes.join(" ")).toContain("« fille » : nos livres s'adressent à tous les enfants");
    // The page knows it holds books for sale: it proposes nothing instead, without searching again.
    expect(summary.someForSale).toBe(true);
  });

  it("shows a format as a chip whose link takes its words out of the query", async () => {
    const { summary } = await summaryOf("roman ado");
    expect(summary.chips.map((chip) => [chip.label, chip.href])).toEqual([
      ["Pour 10 ans et +", "/recherche?q=roman"],
      ["Romans", "/recherche?age=10-plus"],
    ]);
  });

  it("names the words that found nothing and shows what the others find", async () => {
    const { listing, summary } = await summaryOf("zorglub dinosaures");
    expect(listing.total).toBeGreaterThan(0);
    expect(summary.notes).toContain("Aucun livre ne parle de « zorglub » ; voici ce que trouvent les autres mots.");
    expect(summary.missed).toBe(true);
  });

  it("lets words go for the ages and formats asked, and says so", async () => {
    const { summary } = await summaryOf("roman policier 10 ans");
    expect(summary.notes).toContain(
      "Aucun de nos livres du rayon Romans pour 10 ans et + ne parle de « policier » ; voici tous nos livres du rayon Romans pour 10 ans et +.",
    );
  });

  it("keeps a subject at the nearest age that has it, and says so", async () => {
    const { listing, summary } = await summaryOf("gommettes 3 ans");
    expect(listing.total).toBeGreaterThan(0);
    expect(summary.notes).toContain("Pas de livre « gommettes » pour 0-4 ans ; voici ceux pour 4-6 ans.");
    expect(summary.chips[0]?.label).toBe("Pour 4-6 ans");
  });

  it("answers a year the shop does not serve honestly", async () => {
    const { summary } = await summaryOf("roman lycée");
    expect(summary.notes).toContain(
      "« lycée » : nos livres s'adressent aux enfants jusqu'au collège ; voici nos livres pour 10 ans et +.",
    );
  });

  it("finds nothing for words no book holds, and does not call other books close", async () => {
    const { listing, summary } = await summaryOf("zzzqqq");
    expect(listing.total).toBe(0);
    expect(summary.notes).toEqual([]);
    expect(summary.someForSale).toBe(false);
  });
});
