import { describe, expect, it } from "vitest";
import { ageOfYears, isbnOf, understandQuery } from "./query-understanding.ts";

const agesOf = (query: string) => understandQuery(query).ages;
const topicOf = (query: string) => understandQuery(query).topic;

describe("a parent's query, understood (decision 036)", () => {
  it("reads an age in every form parents write", () => {
    expect(agesOf("livre 3 ans")).toEqual(["0-4-ans"]);
    expect(agesOf("pour un enfant de 5 ans")).toEqual(["4-6-ans"]);
    expect(agesOf("cadeau fille 6 ans")).toEqual(["6-8-ans"]);
    expect(agesOf("6ans")).toEqual(["6-8-ans"]);
    expect(agesOf("livre 6-7 ans")).toEqual(["6-8-ans"]);
    expect(agesOf("de 6 à 8 ans")).toEqual(["6-8-ans"]);
    expect(agesOf("5-7 ans")).toEqual(["4-6-ans", "6-8-ans"]);
    expect(agesOf("18 mois")).toEqual(["0-4-ans"]);
    expect(agesOf("bébé")).toEqual(["0-4-ans"]);
    expect(agesOf("livres pour tout-petits")).toEqual(["0-4-ans"]);
    expect(agesOf("roman ado")).toEqual(["10-plus"]);
    expect(agesOf("adolescente")).toEqual(["10-plus"]);
    expect(agesOf("livre pour ado de 12 ans")).toEqual(["10-plus"]);
    expect(agesOf("jeune lecteur")).toEqual(["6-8-ans"]);
    expect(agesOf("un livre pour apprendre à lire")).toEqual(["6-8-ans"]);
    expect(agesOf("10 ans et +")).toEqual(["10-plus"]);
    expect(agesOf("8 ans et plus")).toEqual(["8-10-ans", "10-plus"]);
    expect(agesOf("moins de 4 ans")).toEqual(["0-4-ans"]);
  });

  it("puts an age on a boundary in the group it opens", () => {
    expect(ageOfYears(4)).toBe("4-6-ans");
    expect(ageOfYears(6)).toBe("6-8-ans");
    expect(ageOfYears(8)).toBe("8-10-ans");
    expect(ageOfYears(10)).toBe("10-plus");
    expect(ageOfYears(3)).toBe("0-4-ans");
  });

  it("does not take a number that is no child's age for one", () => {
    expect(agesOf("30 ans de contes")).toEqual([]);
    expect(agesOf("les 3 petits cochons")).toEqual([]);
    expect(topicOf("les 3 petits cochons")).toBe("3 petits cochons");
    expect(topicOf("Les 3 petits cochons")).toBe("3 petits cochons");
  });

  it("reads school years, and says when the catalogue does not serve one", () => {
    expect(agesOf("livre maternelle")).toEqual(["0-4-ans", "4-6-ans"]);
    expect(agesOf("livre grande section")).toEqual(["4-6-ans"]);
    expect(agesOf("GS")).toEqual(["4-6-ans"]);
    expect(understandQuery("roman CE1")).toMatchObject({ ages: ["6-8-ans"], levels: ["ce1"] });
    expect(understandQuery("CM2")).toMatchObject({ ages: ["8-10-ans", "10-plus"], levels: ["cm2"] });
    expect(understandQuery("livre 6ème")).toMatchObject({ ages: ["10-plus"], levels: ["6eme"] });
    expect(understandQuery("4e")).toMatchObject({ ages: ["10-plus"], levels: ["5eme"] });
    expect(agesOf("collège")).toEqual(["10-plus"]);
    expect(agesOf("primaire")).toEqual(["6-8-ans", "8-10-ans"]);
    expect(understandQuery("roman lycée").parts).toContainEqual(
      expect.objectContaining({ kind: "level", served: false, ages: ["10-plus"] }),
    );
  });

  it("takes gift and reader words out of the topic, and marks the gendered ones", () => {
    const gift = understandQuery("livre pour offrir à une fille de 6 ans");
    expect(gift.topic).toBe("");
    expect(gift.ages).toEqual(["6-8-ans"]);
    expect(gift.parts).toContainEqual({ kind: "reader", words: "fille", gendered: true });
    expect(topicOf("cadeau pour ma nièce")).toBe("");
    expect(topicOf("idée cadeau petit-fils dinosaures")).toBe("dinosaures");
    expect(topicOf("livre de noël 5 ans")).toBe("noël");
  });

  it("reads formats, longest phrase first", () => {
    const formats = (query: string) =>
      understandQuery(query)
        .parts.filter((part) => part.kind === "format")
        .map((part) => (part.kind === "format" ? part.format.label : ""));
    expect(formats("BD 10 ans")).toEqual(["Bandes dessinées"]);
    expect(formats("bandes dessinées")).toEqual(["Bandes dessinées"]);
    expect(formats("livre cartonné")).toEqual(["Livres cartonnés"]);
    expect(formats("premières lectures")).toEqual(["Premières lectures"]);
    expect(formats("livre-jeu")).toEqual(["Livres-jeux et d'activités"]);
    expect(formats("documentaire sur la mer")).toEqual(["Documentaires"]);
    expect(topicOf("documentaire sur la mer")).toBe("sur mer");
  });

  it("reads an ISBN-13 with or without dashes and an ISBN-10, checked by its key", () => {
    expect(isbnOf("978-2-7404-4757-4")).toBe("9782740447574");
    expect(isbnOf("9782740447574")).toBe("9782740447574");
    expect(isbnOf("978 2 7404 4757 4")).toBe("9782740447574");
    expect(isbnOf("2-07-061275-9")).toBe("9782070612758");
    expect(isbnOf("0-8044-2957-X")).toBe("9780804429573");
    expect(isbnOf("9782740447575")).toBeNull();
    expect(understandQuery("9782740447574").topic).toBe("");
  });

  it("keeps the query without its ages for the address, the age facet holding them", () => {
    expect(understandQuery("cadeau fille 6 ans").withoutAges).toBe("cadeau fille");
    expect(understandQuery("dinosaures pour un enfant de 4 ans").withoutAges).toBe("dinosaures pour un enfant");
    expect(understandQuery("roman CE1").withoutAges).toBe("roman");
    expect(understandQuery("livre 10 ans et +").withoutAges).toBe("livre");
  });
});
