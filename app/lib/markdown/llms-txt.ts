import { GRADE_SLUGS } from "../../../core/catalogue/condition-grades.ts";
import { LISTING_PAGE_SIZE, PARAM, SORT_OPTIONS } from "../../../core/catalogue/listing-params.ts";
import {
  AGE_GROUPS,
  SCHOOL_LEVELS,
  SUBJECTS,
  type TaxonomyEntry,
  THEME_LIST,
  THEME_SUBCATEGORIES,
} from "../../../core/catalogue/taxonomy.ts";
import { SHOP_DELIVERY_COUNTRIES } from "../../../core/shop-constants.ts";
import { markdownDocument, markdownLink, markdownText } from "./markdown-text.ts";
import { INFO_PAGES, markdownPath, SHOP_PATHS } from "./shop-paths.ts";

/** An example search an agent can adapt: a subject parents ask for, under a budget, in stock or not. */
const EXAMPLE_TERM = "dinosaures";

/**
 * The shop's `/llms.txt` (https://llmstxt.org): a title, a summary, then lists of links, written from the taxonomy and
 * the shop's paths so a new age, theme or subject appears here as it appears in the menus (issue 41 item 1). Pages
 * with a Markdown rendition are linked at their `.md` address (issue 50): an agent following a link reads Markdown
 * without setting `Accept`.
 */
export function llmsTxt(siteUrl: string, shopName: string): string {
  const url = (path: string) => `${siteUrl}${path}`;
  const link = (name: string, path: string, note?: string) =>
    `- ${markdownLink(name, url(path))}${note ? `: ${note}` : ""}`;
  const item = (name: string, path: string, note?: string) => link(name, markdownPath(path), note);
  const section = (title: string, lines: readonly string[]) => `## ${title}\n\n${lines.join("\n")}`;
  const search = (query: Record<string, string | number>) =>
    `${SHOP_PATHS.search}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;
  const slugs = (entries: readonly TaxonomyEntry[]) => entries.map((entry) => `\`${entry.slug}\``).join(", ");

  return markdownDocument([
    `# ${markdownText(shopName)}`,
    `> Boutique en ligne française de livres jeunesse d'occasion reconditionnés, de 0 à 12 ans : chaque exemplaire est contrôlé et classé dans l'un de trois états, vendu à son propre prix, livré en ${SHOP_DELIVERY_COUNTRIES.join(" et en ")}.`,
    [
      "Les liens mènent aux rendus Markdown des pages, à leur adresse en `.md` (une fiche : `/produit/{handle}.md`) ; sans `.md`, la même adresse est la page HTML, qui répond aussi en Markdown à une requête dont l'en-tête `Accept` demande `text/markdown`.",
      `Les listes montrent ${LISTING_PAGE_SIZE} livres par page ; les prix sont en euros, TTC.`,
    ].join(" "),
    section("Âges", [
      item("Tous les livres par âge", SHOP_PATHS.ages),
      ...AGE_GROUPS.map((age) =>
        item(
          `Livres ${age.label}`,
          SHOP_PATHS.age(age.slug),
          `rayons de cet âge par \`?${PARAM.category}=\` : ${slugs(age.categories)}`,
        ),
      ),
    ]),
    section("Thèmes", [
      item("Tous les livres par thème", SHOP_PATHS.themes),
      ...THEME_LIST.map((theme) => {
        const subs = THEME_SUBCATEGORIES[theme.slug];
        return item(
          theme.label,
          SHOP_PATHS.theme(theme.slug),
          subs ? `précisé par \`?${PARAM.sub}=\` : ${slugs(subs)}` : undefined,
        );
      }),
    ]),
    section(
      "Sujets",
      SUBJECTS.map((subject) => item(subject.label, SHOP_PATHS.subject(subject.slug))),
    ),
    section("Recherche", [
      item(
        "Rechercher un livre",
        search({ [PARAM.q]: EXAMPLE_TERM }),
        `\`?${PARAM.q}=\` cherche dans les titres, auteurs, sujets, éditeurs et descriptions (accents et petites fautes de frappe tolérés)`,
      ),
      item(
        "Filtrer par prix",
        search({ [PARAM.q]: EXAMPLE_TERM, [PARAM.priceMax]: 8 }),
        `\`${PARAM.priceMin}\` et \`${PARAM.priceMax}\` en euros ; ces filtres valent aussi sur les pages d'âge, de thème et de sujet`,
      ),
      item(
        "Filtrer par âge",
        search({ [PARAM.q]: EXAMPLE_TERM, [PARAM.ages]: AGE_GROUPS[2]?.slug ?? "" }),
        `\`${PARAM.ages}\` (répétable) : ${slugs(AGE_GROUPS)} ; \`${PARAM.levels}\` pour un niveau scolaire : ${slugs(SCHOOL_LEVELS)}`,
      ),
      item(
        "Filtrer par état",
        search({ [PARAM.q]: EXAMPLE_TERM, [PARAM.grades]: GRADE_SLUGS[0] }),
        `\`${PARAM.grades}\` (répétable) : ${GRADE_SLUGS.map((slug) => `\`${slug}\``).join(", ")} ; \`${PARAM.publishers}\` pour un éditeur, par son identifiant`,
      ),
      item(
        "Trier et paginer",
        search({ [PARAM.q]: EXAMPLE_TERM, [PARAM.sort]: "price-asc", [PARAM.page]: 2 }),
        `\`${PARAM.sort}\` : ${SORT_OPTIONS.map((option) => `\`${option.value}\``).join(", ")} ; \`${PARAM.page}\` à partir de 1`,
      ),
    ]),
    section(
      "Informations",
      INFO_PAGES.map((page) => (page.html ? link : item)(page.title, page.path, page.note)),
    ),
    section("Agents", [
      link(
        "Profil UCP",
        SHOP_PATHS.ucpProfile,
        "profil Universal Commerce Protocol de la boutique ; il donne l'adresse du serveur MCP (catalogue, panier) que les agents utilisent",
      ),
    ]),
    section("Optional", [
      link("Plan du site", SHOP_PATHS.sitemap, "toutes les pages de listes et tous les livres"),
      link("Accueil", SHOP_PATHS.home),
    ]),
  ]);
}
