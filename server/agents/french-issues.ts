import type { z } from "zod";

/** Where in the arguments: `catalog.filters.ages[0]`. */
function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((written, key) => {
    if (typeof key === "number") return `${written}[${key}]`;
    return written ? `${written}.${String(key)}` : String(key);
  }, "");
}

/** What is wrong with one argument, in French: the agent's developer reads it, and so may the parent. */
function problem(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "valeur requise" : `type attendu : ${issue.expected}`;
    case "too_big":
      return issue.origin === "string"
        ? `trop long (${String(issue.maximum)} caractères au plus)`
        : issue.origin === "array"
          ? `trop d'éléments (${String(issue.maximum)} au plus)`
          : `trop grand (${String(issue.maximum)} au plus)`;
    case "too_small":
      return issue.origin === "string"
        ? "ne doit pas être vide"
        : issue.origin === "array"
          ? `au moins ${String(issue.minimum)} élément${Number(issue.minimum) > 1 ? "s" : ""}`
          : `trop petit (${String(issue.minimum)} au moins)`;
    case "invalid_value":
      return `valeur non reconnue (valeurs possibles : ${issue.values.map(String).join(", ")})`;
    case "unrecognized_keys":
      return `champ${issue.keys.length > 1 ? "s" : ""} inconnu${issue.keys.length > 1 ? "s" : ""} : ${issue.keys.join(", ")}`;
    case "invalid_format":
      return issue.format === "url" ? "adresse invalide (https attendu)" : `format invalide (${issue.format})`;
    case "custom":
      // The shop's own rules (a refinement) say what is wrong in French already.
      return issue.message;
    default:
      return "valeur invalide";
  }
}

/** The first three problems of a refused call, each with its place: enough to fix it, bounded whatever was sent. */
export function zodProblemInFrench(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const where = pathOf(issue.path);
      return where ? `${where} : ${problem(issue)}` : problem(issue);
    })
    .join(" ; ");
}
