import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodProblemInFrench } from "./french-issues.ts";
import { lookupArgumentsSchema, searchArgumentsSchema } from "./ucp-requests.ts";

const META = { "ucp-agent": { profile: "https://agent.example/profil.json" } };

function problemOf(schema: typeof searchArgumentsSchema | typeof lookupArgumentsSchema, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("accepté");
  return zodProblemInFrench(parsed.error);
}

describe("a refused call says what is wrong, where, in French", () => {
  it("names the argument and the accepted values, the limits, the unknown fields", () => {
    expect(problemOf(searchArgumentsSchema, { meta: META, catalog: { filters: { conditions: ["neuf"] } } })).toBe(
      "catalog.filters.conditions[0] : valeur non reconnue (valeurs possibles : tres-bon-etat, bon-etat, etat-correct)",
    );
    expect(problemOf(lookupArgumentsSchema, { meta: META, catalog: { ids: [] } })).toBe(
      "catalog.ids : au moins 1 élément",
    );
    expect(problemOf(searchArgumentsSchema, { meta: META, catalog: { query: "x".repeat(201) } })).toBe(
      "catalog.query : trop long (200 caractères au plus)",
    );
    const strict = z.strictObject({ ages: z.array(z.string()).optional() }).safeParse({ couleur: "bleu" });
    expect(strict.success ? "accepté" : zodProblemInFrench(strict.error)).toBe("champ inconnu : couleur");
    expect(problemOf(searchArgumentsSchema, { meta: META })).toBe("catalog : valeur requise");
  });

  it("takes a filter it does not know (UCP's filters are open): the search ignores it and says so", () => {
    const parsed = searchArgumentsSchema.parse({
      meta: META,
      catalog: { query: "loup", filters: { couleur: "bleu", ages: ["6-8-ans"] } },
    });
    expect(parsed.catalog.filters).toEqual({ couleur: "bleu", ages: ["6-8-ans"] });
  });

  it("keeps at most three problems, whatever was sent", () => {
    const ids = Array.from({ length: 10 }, () => 42);
    expect(problemOf(lookupArgumentsSchema, { meta: META, catalog: { ids } }).split(" ; ")).toHaveLength(3);
  });
});
