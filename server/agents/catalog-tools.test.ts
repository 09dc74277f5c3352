import { beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail, ProductSummary } from "../../core/catalogue/catalogue-types.ts";
import { gradeOfOptions } from "../../core/catalogue/condition-grades.ts";
import type { CatalogueIndex } from "../catalogue/catalogue-index.ts";
import { demoCatalogueIndex } from "../chat/demo-catalogue-index.ts";
import { createCatalogTools, InvalidArgument, productsWithinBudget } from "./catalog-tools.ts";
import { getProductArgumentsSchema, lookupArgumentsSchema, searchArgumentsSchema } from "./ucp-requests.ts";

const FACTS = { origin: "https://boutique.test", shopName: "Bouquinerie" };
const META = { "ucp-agent": { profile: "https://agent.example/profil.json" } };
/** A browse without words: every book of an age (a search needs words or a filter). */
const AGES = { filters: { ages: ["6-8-ans"] } };

function refuse(): never {
  throw new Error("a search must not ask the store");
}

/** Tools whose every store read throws: what they answer must come from the catalogue index alone. */
function indexOnlyTools(index: CatalogueIndex, options: { answerBytes?: number } = {}) {
  return createCatalogTools({
    catalogue: index,
    productDetails: { many: refuse },
    storefront: { copiesByIds: refuse },
    facts: FACTS,
    ...options,
  });
}

describe("search_catalog answers from the catalogue index (issue 41)", () => {
  let index: CatalogueIndex;
  let products: ProductSummary[];
  let tools: ReturnType<typeof createCatalogTools>;

  beforeAll(async () => {
    ({ index, products } = await demoCatalogueIndex(400));
    // Every store read throws: the page of results must come from the index alone.
    tools = indexOnlyTools(index);
  });

  const search = (catalog: Record<string, unknown>) =>
    tools.search(searchArgumentsSchema.parse({ meta: META, catalog }));

  it("gives each book's copies as the index holds them, without asking the store", async () => {
    const answer = await search({ filters: { ages: ["6-8-ans"] }, pagination: { limit: 5 } });
    expect(answer.products).toHaveLength(5);
    for (const product of answer.products) {
      const held = products.find((book) => book.id === product.id);
      expect(product.variants.map((variant) => variant.id)).toEqual(held?.variants.map((copy) => copy.id));
      expect(product.variants.map((variant) => variant.price.amount)).toEqual(
        held?.variants.map((copy) => Math.round(copy.price * 100)),
      );
    }
  });

  it("keeps only the copies of the grades asked and for sale, and offers only their grades", async () => {
    const answer = await search({
      filters: { conditions: ["tres-bon-etat"], available: true },
      pagination: { limit: 20 },
    });
    expect(answer.products.length).toBeGreaterThan(0);
    for (const product of answer.products) {
      expect(product.options).toEqual([{ name: "État", values: [{ label: "Très bon état" }] }]);
      for (const variant of product.variants) {
        expect(variant.availability).toMatchObject({ available: true });
        const held = products.flatMap((book) => book.variants).find((copy) => copy.id === variant.id);
        expect(held && gradeOfOptions(held.selectedOptions)?.slug).toBe("tres-bon-etat");
      }
    }
  });
});

describe("an agent's search reads a parent's words as the search page does (decision 036)", () => {
  it("finds the books of a child's age in « cadeau fille 6 ans », and an ISBN's book first", async () => {
    const { index, products } = await demoCatalogueIndex(400);
    const tools = indexOnlyTools(index);
    const search = (query: string) =>
      tools.search(searchArgumentsSchema.parse({ meta: META, catalog: { query, pagination: { limit: 10 } } }));
    const gift = await search("cadeau fille 6 ans");
    expect(gift.products).toHaveLength(10);
    for (const product of gift.products) {
      expect(products.find((book) => book.id === product.id)?.tags).toContain("6-8 ans");
    }
    const book = products[7] as ProductSummary;
    const isbn = /ISBN : ([\d-]+)/.exec(book.description)?.[1] as string;
    expect((await search(isbn.replaceAll("-", ""))).products[0]?.id).toBe(book.id);
  });
});

describe("an answer's books stay within its budget of bytes (issue 51)", () => {
  it("ends a page of books early, and the next page starts where it ended", async () => {
    const { index } = await demoCatalogueIndex(400);
    const tools = indexOnlyTools(index, { answerBytes: 12_000 });
    const search = (catalog: Record<string, unknown>) =>
      tools.search(searchArgumentsSchema.parse({ meta: META, catalog }));
    const whole = await indexOnlyTools(index).search(
      searchArgumentsSchema.parse({ meta: META, catalog: { ...AGES, pagination: { limit: 20 } } }),
    );

    const first = await search({ ...AGES, pagination: { limit: 20 } });
    expect(first.products.length).toBeGreaterThan(0);
    expect(first.products.length).toBeLessThan(20);
    expect(JSON.stringify(first.products).length).toBeLessThanOrEqual(12_000);
    expect(first.pagination?.has_next_page).toBe(true);
    const second = await search({ ...AGES, pagination: { limit: 20, cursor: first.pagination?.cursor } });
    expect([...first.products, ...second.products].map((product) => product.id)).toEqual(
      whole.products.slice(0, first.products.length + second.products.length).map((product) => product.id),
    );
  });

  it("keeps at least one book, whatever it weighs", () => {
    expect(productsWithinBudget([{ text: "x".repeat(500) }, { text: "y" }], 10)).toHaveLength(1);
    expect(productsWithinBudget([{ a: 1 }, { b: 2 }, { c: 3 }], 20)).toHaveLength(2);
  });
});

describe("a search asks for words or filters, and says what it could not apply (issue 50)", () => {
  let index: CatalogueIndex;
  let products: ProductSummary[];
  let tools: ReturnType<typeof createCatalogTools>;

  beforeAll(async () => {
    ({ index, products } = await demoCatalogueIndex(400));
    tools = indexOnlyTools(index);
  });

  const search = (catalog: Record<string, unknown>) =>
    tools.search(searchArgumentsSchema.parse({ meta: META, catalog }));

  it("refuses a search without words or filters, in French, rather than answer the whole catalogue", async () => {
    for (const catalog of [{}, { query: "" }, { query: "   " }, { filters: {} }, { filters: { ages: [] } }]) {
      await expect(search(catalog)).rejects.toThrow(InvalidArgument);
      await expect(search(catalog)).rejects.toThrow(/Recherche vide : donnez des mots .* ou au moins un filtre/);
    }
    await expect(search({ filters: { couleur: "bleu" } })).rejects.toThrow(InvalidArgument);
  });

  it("browses by filters alone: an empty query with an age is every book of that age", async () => {
    const answer = await search({ query: " ", filters: { ages: ["4-6-ans"] }, pagination: { limit: 10 } });
    expect(answer.products).toHaveLength(10);
    expect(answer.pagination?.total_count).toBe(products.filter((book) => book.tags.includes("4-6 ans")).length);
    expect(answer.messages).toBeUndefined();
  });

  it("ignores a filter it does not know and names it in a French warning", async () => {
    const plain = await search({ query: "dinosaure", filters: { ages: ["6-8-ans"] } });
    const extended = await search({
      query: "dinosaure",
      filters: { ages: ["6-8-ans"], couleur: "bleu", brand: ["x"] },
    });
    expect(plain.products.length).toBeGreaterThan(0);
    expect(extended.products.map((product) => product.id)).toEqual(plain.products.map((product) => product.id));
    expect(extended.messages).toEqual([
      {
        type: "warning",
        code: "unsupported_filter",
        content:
          "Filtres non pris en charge, ignorés : couleur, brand. Filtres de la boutique : ages, theme, subject, publishers, conditions, price, categories, available.",
      },
    ]);
  });

  it("says when the words find books but no copy is within the price range, and the cheapest copy's price", async () => {
    const words = "dinosaure";
    const found = await search({ query: words, pagination: { limit: 50 } });
    expect(found.products.length).toBeGreaterThan(1);
    expect(found.pagination?.has_next_page).toBe(false);
    const cheapest = Math.min(
      ...found.products.flatMap((product) => product.variants.map((variant) => variant.price.amount)),
    );
    const answer = await search({ query: words, filters: { price: { max: cheapest - 1 } } });
    expect(answer.products).toEqual([]);
    const euros = (amount: number) => `${(amount / 100).toFixed(2).replace(".", ",")}\u00a0€`;
    expect(answer.messages).toEqual([
      {
        type: "info",
        code: "no_results",
        content: `Aucun exemplaire dans cette fourchette de prix (${euros(cheapest - 1)} au plus) : ${found.pagination?.total_count} livres correspondent à la recherche, le moins cher est à ${euros(cheapest)}.`,
      },
    ]);
    // Words that find nothing keep the general answer.
    const nothing = await search({ query: "zzqxj wxkv", filters: { price: { max: 100 } } });
    expect(nothing.messages?.[0]?.content).toMatch(/^Aucun livre ne correspond à cette recherche/);
  });
});

/** The store's reads of a book and of copies, answered from the demo index (no store runs in these tests). */
function storeOf(index: CatalogueIndex) {
  const detailOf = (handle: string): ProductDetail | null => {
    const book = index.productByHandle(handle);
    return book ? { ...book, descriptionHtml: `<p>${book.description}</p>`, images: [], options: [] } : null;
  };
  return {
    productDetails: { many: async (books: ReadonlyArray<{ handle: string }>) => books.map((b) => detailOf(b.handle)) },
    storefront: {
      copiesByIds: async (ids: readonly string[]) =>
        ids.map((id) => {
          const book = index.firstProducts(index.size()).find((p) => p.variants.some((v) => v.id === id));
          const copy = book?.variants.find((v) => v.id === id);
          if (!book || !copy) return null;
          const { title, price, availableForSale, quantityAvailable, selectedOptions } = copy;
          const product = { id: book.id, handle: book.handle, title: book.title, image: null };
          return { variantId: id, title, price, availableForSale, quantityAvailable, selectedOptions, product };
        }),
    },
  };
}

describe("get_product never says a grade is selected when no copy has it (issue 50)", () => {
  let products: ProductSummary[];
  let tools: ReturnType<typeof createCatalogTools>;

  beforeAll(async () => {
    const demo = await demoCatalogueIndex(400);
    products = demo.products;
    tools = createCatalogTools({ catalogue: demo.index, ...storeOf(demo.index), facts: FACTS });
  });

  const getProduct = (catalog: Record<string, unknown>) =>
    tools.getProduct(getProductArgumentsSchema.parse({ meta: META, catalog }));
  const gradesOf = (book: ProductSummary) => book.variants.map((copy) => gradeOfOptions(copy.selectedOptions)?.label);
  const VERY_GOOD = [{ name: "État", label: "Très bon état" }];

  it("selects the featured copy's grade and warns in French when the asked grade has no copy", async () => {
    const book = products.find((b) => b.availableForSale && !gradesOf(b).includes("Très bon état")) as ProductSummary;
    const featured = book.variants.find((copy) => copy.availableForSale) as ProductSummary["variants"][number];
    const grade = gradeOfOptions(featured.selectedOptions)?.label as string;
    const answer = await getProduct({ id: book.id, selected: VERY_GOOD });
    expect(answer.product?.selected).toEqual([{ name: "État", label: grade }]);
    expect(answer.product?.variants[0]?.options).toContainEqual({ name: "État", label: grade });
    expect(answer.messages).toEqual([
      {
        type: "warning",
        code: "option_unavailable",
        content: expect.stringMatching(
          new RegExp(`^Aucun exemplaire « Très bon état » de ce livre : l'état sélectionné est « ${grade} » \\(`),
        ),
      },
    ]);
  });

  it("keeps a grade that exists, in any case or accent, its copies first, with no message", async () => {
    // A book whose featured copy is of another grade: the selection is the one asked, not the default.
    const book = products.find((b) => {
      const featured = b.variants.find((copy) => copy.availableForSale) ?? b.variants[0];
      const grade = featured && gradeOfOptions(featured.selectedOptions)?.label;
      return gradesOf(b).includes("Bon état") && grade !== "Bon état";
    }) as ProductSummary;
    const answer = await getProduct({ id: book.handle, selected: [{ name: "etat", label: "bon etat" }] });
    expect(answer.product?.selected).toEqual([{ name: "État", label: "Bon état" }]);
    expect(answer.product?.variants[0]?.options).toContainEqual({ name: "État", label: "Bon état" });
    expect(answer.messages).toBeUndefined();
  });

  it("lets a copy asked by its id set the selection, first among the variants, and names an unknown option", async () => {
    const book = products.find((b) => b.variants.length > 1) as ProductSummary;
    const copy = book.variants[1] as ProductSummary["variants"][number];
    const grade = gradeOfOptions(copy.selectedOptions)?.label as string;
    const answer = await getProduct({ id: copy.id, selected: [{ name: "État", label: "Inexistant" }] });
    expect(answer.product?.variants[0]?.id).toBe(copy.id);
    expect(answer.product?.selected).toEqual([{ name: "État", label: grade }]);
    expect(answer.messages).toBeUndefined();
    const colour = await getProduct({ id: book.id, selected: [{ name: "Couleur", label: "Bleu" }] });
    expect(colour.messages).toEqual([
      {
        type: "warning",
        code: "option_not_found",
        content:
          "Option « Couleur » inconnue, ignorée : les exemplaires d'un livre ne diffèrent que par leur état (option « État »).",
      },
    ]);
  });
});

/** The ISBN-10 of a 978 ISBN-13: its nine middle digits and their own check character. */
function isbn10Of(isbn13: string): string {
  const nine = isbn13.replaceAll("-", "").slice(3, 12);
  const sum = [...nine].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return `${nine}${check === 10 ? "X" : String(check)}`;
}

describe("lookup_catalog and get_product know a book by its ISBN and a copy by its SKU (issue 50)", () => {
  let products: ProductSummary[];
  let tools: ReturnType<typeof createCatalogTools>;

  beforeAll(async () => {
    const demo = await demoCatalogueIndex(400);
    products = demo.products;
    tools = createCatalogTools({ catalogue: demo.index, ...storeOf(demo.index), facts: FACTS });
  });

  const lookup = (ids: string[]) => tools.lookup(lookupArgumentsSchema.parse({ meta: META, catalog: { ids } }));

  it("resolves an ISBN-13 with or without dashes and an ISBN-10 to the whole book", async () => {
    const book = products.find((b) => b.variants.length > 1 && /ISBN : 978/.test(b.description)) as ProductSummary;
    const isbn = /ISBN : ([\d-]+)/.exec(book.description)?.[1] as string;
    for (const id of [isbn, isbn.replaceAll("-", ""), isbn10Of(isbn)]) {
      const answer = await lookup([id]);
      expect(
        answer.products.map((product) => product.id),
        id,
      ).toEqual([book.id]);
      expect(answer.products[0]?.variants.map((variant) => variant.id)).toEqual(book.variants.map((copy) => copy.id));
      expect(answer.products[0]?.variants[0]?.inputs).toEqual([{ id, match: "featured" }]);
      expect(answer.messages).toBeUndefined();
    }
  });

  it("resolves a copy's SKU, in any case, to that copy alone, and get_product to that copy first", async () => {
    const book = products.find((b) => b.variants.length > 1) as ProductSummary;
    const copy = book.variants[1] as ProductSummary["variants"][number];
    const sku = copy.sku as string;
    const answer = await lookup([sku.toLowerCase(), "978-2-00-000000-0", "BQ-PAS-UN-SKU"]);
    expect(answer.products.map((product) => product.id)).toEqual([book.id]);
    expect(answer.products[0]?.variants.map((variant) => variant.id)).toEqual([copy.id]);
    expect(answer.products[0]?.variants[0]?.inputs).toEqual([{ id: sku.toLowerCase(), match: "exact" }]);
    expect(answer.products[0]?.variants[0]?.sku).toBe(sku);
    expect(answer.messages?.map((message) => message.content)).toEqual(["978-2-00-000000-0", "BQ-PAS-UN-SKU"]);
    const detail = await tools.getProduct(getProductArgumentsSchema.parse({ meta: META, catalog: { id: sku } }));
    expect(detail.product?.variants[0]?.id).toBe(copy.id);
  });
});
