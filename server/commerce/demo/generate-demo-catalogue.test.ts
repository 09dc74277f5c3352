import { describe, expect, it } from "vitest";
import { CONDITION_GRADES } from "../../../core/catalogue/condition-grades.ts";
import { slugify } from "../../../core/catalogue/slug.ts";
import {
  ACTIVITY_SUBCATEGORIES,
  AGE_GROUPS,
  SCHOOL_LEVELS,
  SUBJECTS,
  THEME_LIST,
  THEMES,
  TODDLER_SUBCATEGORIES,
} from "../../../core/catalogue/taxonomy.ts";
import type { ProductInput } from "../catalogue-writer.ts";
import { DEMO_PUBLISHERS, generateDemoCatalogue } from "./generate-demo-catalogue.ts";
import { isValidIsbn13 } from "./isbn.ts";

const books = generateDemoCatalogue({ count: 3200 });
const labels = (entries: readonly { label: string }[]) => entries.map((entry) => entry.label);
const KNOWN_TAGS = new Set([
  ...labels(AGE_GROUPS),
  ...labels(THEME_LIST),
  ...labels(TODDLER_SUBCATEGORIES),
  ...labels(ACTIVITY_SUBCATEGORIES),
  ...labels(SCHOOL_LEVELS),
  ...labels(SUBJECTS),
]);

function countWithTag(label: string): number {
  return books.filter((book) => book.tags.includes(label)).length;
}

/** The labelled paragraphs of docs/product.md §3, read the way the storefront reads them. */
function labelled(book: ProductInput): Map<string, string> {
  const values = new Map<string, string>();
  for (const match of book.descriptionHtml.matchAll(/<p>([^<:]+?) : ([^<]*)<\/p>/g)) {
    values.set(match[1] as string, match[2] as string);
  }
  return values;
}

describe("generateDemoCatalogue", () => {
  it("gives identical books for the same count and seed, and other books for another seed", () => {
    expect(generateDemoCatalogue({ count: 300, seed: 7 })).toEqual(generateDemoCatalogue({ count: 300, seed: 7 }));
    const other = generateDemoCatalogue({ count: 300, seed: 8 });
    expect(other.map((book) => book.handle)).not.toEqual(
      generateDemoCatalogue({ count: 300, seed: 7 }).map((book) => book.handle),
    );
  });

  it("writes exactly the number of books asked for, none for zero, and refuses a negative count", () => {
    expect(books).toHaveLength(3200);
    expect(generateDemoCatalogue({ count: 0 })).toEqual([]);
    expect(() => generateDemoCatalogue({ count: -1 })).toThrow(RangeError);
    expect(() => generateDemoCatalogue({ count: 2.5 })).toThrow(RangeError);
  });

  it.each([
    ["age", AGE_GROUPS],
    ["theme", THEME_LIST],
    ["0-4 ans sub-category", TODDLER_SUBCATEGORIES],
    ["activity sub-category", ACTIVITY_SUBCATEGORIES],
    ["school level", SCHOOL_LEVELS],
    ["subject", SUBJECTS],
  ])("gives every %s at least 20 books at 3,200", (_, entries) => {
    const short = entries.filter(({ label }) => countWithTag(label) < 20).map(({ label }) => label);
    expect(short).toEqual([]);
  });

  it("tags every book with taxonomy labels only: one age, its theme, its sub-level and one or two subjects", () => {
    const subjectLabels = new Set(labels(SUBJECTS));
    for (const book of books) {
      expect(book.tags.filter((tag) => !KNOWN_TAGS.has(tag))).toEqual([]);
      expect(book.tags.filter((tag) => AGE_GROUPS.some((age) => age.label === tag))).toHaveLength(1);
      const subjects = book.tags.filter((tag) => subjectLabels.has(tag) && tag !== "Imagiers");
      expect(subjects.length).toBeLessThanOrEqual(2);
      expect(new Set(book.tags).size).toBe(book.tags.length);
    }
  });

  it("gives 0-4 ans books 'Tout-petits' and one toddler sub-category, activity books one activity", () => {
    const toddlerSubs = new Set(labels(TODDLER_SUBCATEGORIES));
    const activitySubs = new Set(labels(ACTIVITY_SUBCATEGORIES));
    for (const book of books) {
      if (book.tags.includes("0-4 ans")) {
        expect(book.tags).toContain(THEMES.toddlers.label);
        expect(book.tags.filter((tag) => toddlerSubs.has(tag) && tag !== "Imagiers").length).toBeLessThanOrEqual(1);
        expect(book.tags.some((tag) => toddlerSubs.has(tag))).toBe(true);
      }
      if (book.tags.includes(THEMES.activities.label)) {
        expect(book.tags.filter((tag) => activitySubs.has(tag))).toHaveLength(1);
      }
    }
  });

  it("gives every novel one school level matching its age", () => {
    const novels = books.filter((book) => book.tags.includes(THEMES.novels.label));
    expect(novels.length).toBeGreaterThan(100);
    for (const book of novels) {
      const age = AGE_GROUPS.find((group) => book.tags.includes(group.label));
      const levels = book.tags.filter((tag) => SCHOOL_LEVELS.some((level) => level.label === tag));
      expect(levels).toHaveLength(1);
      expect(labels(age?.schoolLevels ?? [])).toContain(levels[0]);
    }
  });

  it("chooses a format consistent with the theme", () => {
    for (const book of books) {
      if (book.tags.includes(THEMES.novels.label)) expect(["Roman", "Première lecture"]).toContain(book.productType);
      if (book.tags.includes(THEMES.comics.label)) expect(book.productType).toBe("Bande dessinée");
      if (book.tags.includes(THEMES.documentaries.label)) expect(book.productType).toBe("Documentaire");
      if (book.tags.includes(THEMES.tales.label)) expect(["Album", "Recueil de contes"]).toContain(book.productType);
    }
  });

  it("tags about 8 % of books Noël, and at least 12 of the first 50 for the home carousel", () => {
    const christmas = countWithTag("Noël");
    expect(christmas).toBeGreaterThan(3200 * 0.06);
    expect(christmas).toBeLessThan(3200 * 0.1);
    expect(books.slice(0, 50).filter((book) => book.tags.includes("Noël")).length).toBeGreaterThanOrEqual(12);
  });

  it("draws vendors from about 40 French publishers and uses nearly all of them", () => {
    expect(DEMO_PUBLISHERS.length).toBeGreaterThanOrEqual(35);
    expect(DEMO_PUBLISHERS.length).toBeLessThanOrEqual(45);
    const names = new Set(DEMO_PUBLISHERS.map((publisher) => publisher.name));
    const used = new Set(books.map((book) => book.vendor));
    for (const vendor of used) expect(names).toContain(vendor);
    expect(used.size).toBeGreaterThanOrEqual(DEMO_PUBLISHERS.length - 2);
  });

  it("gives every book a valid ISBN-13 starting 978-2, also its variants' barcode", () => {
    for (const book of books) {
      const isbn = labelled(book).get("ISBN") ?? "";
      expect(isbn).toMatch(/^978-2-\d+-\d+-\d$/);
      const digits = isbn.replace(/-/g, "");
      expect(isValidIsbn13(digits)).toBe(true);
      for (const variant of book.variants) expect(variant.barcode).toBe(digits);
    }
  });

  it("prices every variant from 1.90 to 19.90 EUR with two decimals, mostly ending in .90", () => {
    const prices = books.flatMap((book) => book.variants.map((variant) => variant.price));
    for (const price of prices) {
      expect(price).toMatch(/^\d{1,2}\.\d{2}$/);
      expect(Number(price)).toBeGreaterThanOrEqual(1.9);
      expect(Number(price)).toBeLessThanOrEqual(19.9);
    }
    expect(prices.filter((price) => price.endsWith(".90")).length).toBeGreaterThan(prices.length / 2);
  });

  it("leaves some books out of stock and some with one or two copies, the rest with 3 to 30", () => {
    const stock = books.flatMap((book) => book.variants.map((variant) => variant.inventoryQuantity));
    const out = stock.filter((quantity) => quantity === 0).length;
    const last = stock.filter((quantity) => quantity === 1 || quantity === 2).length;
    expect(out / stock.length).toBeGreaterThan(0.03);
    expect(out / stock.length).toBeLessThan(0.09);
    expect(last / stock.length).toBeGreaterThan(0.03);
    expect(last / stock.length).toBeLessThan(0.09);
    expect(stock.every((quantity) => Number.isInteger(quantity) && quantity >= 0 && quantity <= 30)).toBe(true);
  });

  it("grades every copy with an option État whose value is one of the three grades, never « neuf »", () => {
    const labels: string[] = CONDITION_GRADES.map((grade) => grade.label);
    for (const book of books) {
      expect(book.options).toEqual([{ name: "État", values: book.variants.map((variant) => variant.title) }]);
      for (const variant of book.variants) {
        expect(labels).toContain(variant.title);
        expect(variant.selectedOptions).toEqual([{ name: "État", value: variant.title }]);
        expect(variant.title).not.toMatch(/neuf/i);
      }
    }
    const singles = books.filter((book) => book.variants.length === 1);
    for (const label of labels) expect(singles.some((book) => book.variants[0]?.title === label)).toBe(true);
  });

  it("never writes « neuf » on a book's page, its collection line included (décret n° 2022-190)", () => {
    const neuf = /\bneu(f|ve)s?\b/i;
    for (const publisher of DEMO_PUBLISHERS) {
      for (const collection of publisher.collections) expect(collection.name).not.toMatch(neuf);
    }
    for (const book of books) {
      expect(labelled(book).get("Collection") ?? "").not.toMatch(neuf);
      expect([book.title, book.descriptionHtml, ...book.tags].join("\n")).not.toMatch(neuf);
    }
  });

  it("offers at least one title in ten as two or three copies in different grades, cheaper as the grade goes down", () => {
    const several = books.filter((book) => book.variants.length > 1);
    expect(several.length / books.length).toBeGreaterThanOrEqual(0.1);
    expect(several.length / books.length).toBeLessThan(0.2);
    expect(several.some((book) => book.variants.length === 3)).toBe(true);
    const order: string[] = CONDITION_GRADES.map((grade) => grade.label);
    for (const book of several) {
      expect(book.variants.length).toBeLessThanOrEqual(3);
      const titles = book.variants.map((variant) => variant.title);
      expect(titles).toEqual([...new Set(titles)].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
      const prices = book.variants.map((variant) => Number(variant.price));
      for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeLessThan(prices[i - 1] as number);
      expect(new Set(book.variants.map((variant) => variant.sku)).size).toBe(book.variants.length);
    }
  });

  it("writes the description in the labelled format of docs/product.md §3, the hook first in bold", () => {
    for (const book of books) {
      expect(book.descriptionHtml).toMatch(/^<p><strong>[^<]+<\/strong><\/p><p>[^<]{20,}<\/p>/);
      const values = labelled(book);
      expect(values.get("Auteur")).toMatch(/^\p{Lu}\p{L}+ \p{Lu}/u);
      expect(values.get("Nombre de pages")).toMatch(/^\d+$/);
      for (const label of ["Hauteur", "Largeur", "Épaisseur"]) expect(values.get(label)).toMatch(/^\d+(,\d)? cm$/);
      expect(values.get("Poids")).toMatch(/^\d+(,\d{1,2})? kg$/);
      const kilograms = Number(values.get("Poids")?.replace(" kg", "").replace(",", "."));
      expect(Number(book.variants[0]?.weight)).toBe(Math.round(kilograms * 1000));
      expect(book.variants[0]?.weightUnit).toBe("GRAMS");
    }
  });

  it("puts some books in collections, each shared by several books of one publisher", () => {
    const byCollection = new Map<string, ProductInput[]>();
    for (const book of books) {
      const collection = labelled(book).get("Collection");
      if (collection) byCollection.set(collection, [...(byCollection.get(collection) ?? []), book]);
    }
    const inCollections = [...byCollection.values()].flat().length;
    expect(inCollections).toBeGreaterThan(books.length * 0.15);
    expect(inCollections).toBeLessThan(books.length * 0.8);
    for (const [, members] of byCollection) {
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(new Set(members.map((book) => book.vendor)).size).toBe(1);
    }
  });

  it("escapes HTML in the description text", () => {
    expect(books.some((book) => book.descriptionHtml.includes("Loulou &amp; Cie"))).toBe(true);
    for (const book of books) expect(book.descriptionHtml).not.toMatch(/&(?!amp;|lt;|gt;)/);
  });

  it("gives 1 to 5 generated covers per book, served from the site, with French alternative text", () => {
    for (const book of books) {
      expect(book.images.length).toBeGreaterThanOrEqual(1);
      expect(book.images.length).toBeLessThanOrEqual(5);
      book.images.forEach((image, index) => {
        expect(image.url).toBe(`/api/covers/${book.handle}/${index + 1}.svg`);
        expect(image.altText).toBe(
          index === 0 ? `Couverture de ${book.title}` : `${book.title} — page intérieure ${index}`,
        );
        expect([image.width, image.height]).toEqual([600, 800]);
      });
    }
    expect(new Set(books.map((book) => book.images.length)).size).toBe(5);
  });

  it("derives URL-safe handles from the titles and keeps titles almost all distinct", () => {
    for (const book of books) {
      expect(book.handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(book.handle.startsWith(slugify(book.title).slice(0, 20))).toBe(true);
    }
    expect(new Set(books.map((book) => book.title)).size).toBeGreaterThan(books.length * 0.99);
  });

  it("keeps handles, SKUs and ISBNs unique at 50,000 books", () => {
    const large = generateDemoCatalogue({ count: 50_000 });
    expect(large).toHaveLength(50_000);
    expect(new Set(large.map((book) => book.handle)).size).toBe(50_000);
    expect(new Set(large.map((book) => book.variants[0]?.barcode)).size).toBe(50_000);
    expect(new Set(large.flatMap((book) => book.variants.map((variant) => variant.sku))).size).toBe(
      large.reduce((sum, book) => sum + book.variants.length, 0),
    );
  });
});
