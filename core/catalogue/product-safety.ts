import { AGE_GROUPS } from "./taxonomy.ts";

/**
 * What the General Product Safety Regulation (EU) 2023/988, Art. 19, asks an online offer to show: the manufacturer
 * (for a book, its publisher) with a postal and an electronic address, what identifies the product, and any warning
 * or safety information. Browser-safe: the product page renders it.
 */
export type ProductSafety = {
  manufacturer: { name: string; postalAddress: string; electronicAddress: string } | null;
  /** Safety warnings to read before giving the book to a child, in the words of the warning itself. */
  warnings: string[];
  /** The age band the book is meant for, from its age tags ('6-8 ans'), or null. */
  ageLabel: string | null;
};

/**
 * Small parts: the warning toys carry (Directive 2009/48/EC, Annex V, Part B, point 1), for books sold with stickers,
 * puzzle pieces or model parts that a child under three could swallow.
 */
export const SMALL_PARTS_WARNING =
  "Attention ! Ne convient pas aux enfants de moins de 36 mois. Contient de petits éléments détachables : danger d'étouffement.";
export const BATTERY_WARNING =
  "Livre sonore : contient des piles. Gardez le compartiment fermé et les piles hors de portée des enfants ; une pile avalée peut causer de graves brûlures internes.";
export const SUPERVISION_WARNING =
  "Livre en tissu ou de bain pour les tout-petits : à utiliser sous la surveillance d'un adulte ; vérifiez avant chaque usage qu'il n'est ni déchiré ni décousu.";

/** The tags (sub-categories of the taxonomy) whose books carry each warning. */
const WARNINGS_BY_TAG: ReadonlyArray<readonly [tag: string, warning: string]> = [
  ["Gommettes et stickers", SMALL_PARTS_WARNING],
  ["Puzzles et maquettes", SMALL_PARTS_WARNING],
  ["Activités manuelles et origamis", SMALL_PARTS_WARNING],
  ["Livres sonores", BATTERY_WARNING],
  ["Livres en tissus et pour le bain", SUPERVISION_WARNING],
];

/** The warnings a book's tags call for, each once, plus those its store gives (Shopify metafield), in that order. */
export function safetyWarnings(tags: readonly string[], extra: readonly string[] = []): string[] {
  const lowered = new Set(tags.map((tag) => tag.toLocaleLowerCase("fr")));
  const found = WARNINGS_BY_TAG.filter(([tag]) => lowered.has(tag.toLocaleLowerCase("fr"))).map(([, text]) => text);
  return [...new Set([...found, ...extra.map((text) => text.trim()).filter((text) => text !== "")])];
}

/** The age bands a book is tagged with, joined ('4-6 ans, 6-8 ans'), or null. */
export function ageLabel(tags: readonly string[]): string | null {
  const labels = AGE_GROUPS.filter((age) => tags.includes(age.label)).map((age) => age.label);
  return labels.length > 0 ? labels.join(", ") : null;
}
