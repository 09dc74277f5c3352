import { describe, expect, it } from "vitest";
import { ageGroupForYears, extractBookCriteria } from "./book-criteria.ts";

const slugs = (message: string) => {
  const criteria = extractBookCriteria(message);
  return {
    age: criteria.age?.slug,
    subject: criteria.subject?.slug,
    theme: criteria.theme?.slug,
    level: criteria.schoolLevel?.slug,
    maxPrice: criteria.maxPrice,
    topic: criteria.topic,
  };
};

describe("extractBookCriteria", () => {
  it.each([
    [1, "0-4-ans"],
    [3, "0-4-ans"],
    [4, "4-6-ans"],
    [5, "4-6-ans"],
    [6, "6-8-ans"],
    [8, "8-10-ans"],
    [10, "10-plus"],
    [14, "10-plus"],
  ])("files a child of %i under %s", (years, slug) => {
    expect(ageGroupForYears(years).slug).toBe(slug);
  });

  it.each([
    ["un livre sur les dinosaures pour 5 ans", { age: "4-6-ans", subject: "dinosaures" }],
    ["pour mon fils de 3 ans qui adore les tracteurs", { age: "0-4-ans", subject: "vehicules" }],
    ["un imagier pour bébé", { age: "0-4-ans", subject: "imagiers" }],
    ["des chevaux, moins de 6,50 €", { subject: "chevaux", maxPrice: 6.5 }],
    ["un conte, budget 12 euros", { theme: "contes-et-histoires", maxPrice: 12 }],
    ["documentaire sur l'espace 15€ maximum", { theme: "documentaires", subject: "sciences", maxPrice: 15 }],
    ["roman niveau CM2", { theme: "romans", level: "cm2" }],
    ["un livre sur les mers et océans", { subject: "mers-oceans" }],
    ["un livre sur les volcans", { subject: "terre" }],
    ["un livre sur les robots pour 9 ans", { age: "8-10-ans", topic: "robots" }],
    ["une BD pour un ado", { theme: "bandes-dessinees", age: "10-plus" }],
    ["un album pour les moins de 3 ans", { theme: "contes-et-histoires", age: "0-4-ans" }],
    // The search's reading of ages and school years (decision 036).
    ["un cadeau pour ma nièce de 4 ans", { age: "4-6-ans" }],
    ["un livre pour la grande section", { age: "4-6-ans" }],
    ["un livre pour un enfant de 6-7 ans", { age: "6-8-ans" }],
    ["un livre pour bébé de 18 mois", { age: "0-4-ans" }],
  ])("reads %j", (message, expected) => {
    const found = Object.fromEntries(Object.entries(slugs(message)).filter(([, value]) => value !== undefined));
    expect(found).toEqual(expected);
  });

  it("reads nothing from a message that names no book criterion", () => {
    expect(extractBookCriteria("Quels sont les délais de livraison ?")).toEqual({});
  });
});
