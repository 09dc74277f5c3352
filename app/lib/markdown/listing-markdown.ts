import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { GRADE_SLUGS, type GradeSlug } from "../../../core/catalogue/condition-grades.ts";
import { type ListingParams, listingSearch } from "../../../core/catalogue/listing-params.ts";
import { formatCount } from "../../../core/format.ts";
import { SEARCH_INSTEAD_TITLES, SEARCH_MESSAGES } from "../../../core/messages/search.ts";
import type { ListingPageData } from "../catalogue/listing-loader.server.ts";
import { markdownDocument, markdownLink, markdownText } from "./markdown-text.ts";
import { cardLine, cardSection } from "./product-card-markdown.ts";

/**
 * A search page's own part (issue 39): books for sale instead of words that found none for sale: close to the
 * sold-out books found, or, when nothing was found, simply some books for sale, never called close (decision 036).
 */
export type SearchInstead = { outcome: "none" | "sold-out"; books: ProductCardData[] } | null;

/**
 * A listing page in Markdown (issue 41 item 5): an age, a theme, a subject, an index or a search, with the page of
 * books the loader read, its count, its filters an agent can follow and its pagination, every link absolute.
 */
export function listingMarkdown(page: ListingPageData, siteUrl: string, instead: SearchInstead = null): string {
  const { listing, params, path } = page;
  const href = (changes: Partial<ListingParams>) => {
    const search = listingSearch({ ...params, ...changes }).toString();
    return `${siteUrl}${path}${search ? `?${search}` : ""}`;
  };
  const term = page.searchTerm ?? "";
  // Each page's own words: « 0 livre », and the search page's « 2 résultats pour « … » ».
  const summary = [
    term
      ? `${formatCount(listing.total)} ${listing.total === 1 ? "résultat" : "résultats"} pour « ${markdownText(term)} »`
      : `${formatCount(listing.total)} ${listing.total <= 1 ? "livre" : "livres"}`,
    listing.pageCount > 1 ? `page ${listing.page} sur ${listing.pageCount}` : null,
  ]
    .filter(Boolean)
    .join(", ");

  return markdownDocument([
    `# ${markdownText(page.heading)}`,
    page.breadcrumb.map((crumb) => markdownLink(crumb.label, `${siteUrl}${crumb.href}`)).join(" › "),
    markdownText(page.description),
    `${summary}.`,
    understood(page, siteUrl),
    listing.products.map((card) => cardLine(card, siteUrl)).join("\n"),
    pagination(listing.page, listing.pageCount, href),
    instead
      ? cardSection(
          instead.outcome === "sold-out" ? SEARCH_INSTEAD_TITLES.soldOut : SEARCH_INSTEAD_TITLES.none,
          instead.books,
          siteUrl,
        )
      : null,
    filters(page, href),
  ]);
}

/** How a search read its words, each understood part with the link that undoes it (decision 036). */
function understood(page: ListingPageData, siteUrl: string): string | null {
  const search = page.search;
  if (!search || (search.chips.length === 0 && search.notes.length === 0)) return null;
  const chips = search.chips.map(
    (chip) => `${markdownText(chip.label)} (${markdownLink("retirer", `${siteUrl}${chip.href}`)})`,
  );
  return [
    chips.length > 0 ? `${SEARCH_MESSAGES.understoodHeading} ${chips.join(", ")}.` : null,
    ...search.notes.map(markdownText),
  ]
    .filter(Boolean)
    .join("\n\n");
}

function pagination(current: number, count: number, href: (changes: Partial<ListingParams>) => string): string | null {
  if (count <= 1) return null;
  const links = [
    current > 1 ? markdownLink("Page précédente", href({ page: current - 1 })) : null,
    current < count ? markdownLink("Page suivante", href({ page: current + 1 })) : null,
    current !== 1 ? markdownLink("Première page", href({ page: 1 })) : null,
    current !== count ? markdownLink(`Dernière page (${count})`, href({ page: count })) : null,
  ];
  return `Pages : ${links.filter(Boolean).join(" · ")}`;
}

/**
 * The grades and ages the page offers, with their counts, as links that narrow it (back to page 1); an age's page has
 * no age filter, as its filter panel shows none.
 */
function filters(page: ListingPageData, href: (changes: Partial<ListingParams>) => string): string | null {
  const { facets } = page.listing;
  const { params } = page;
  const facetLine = (label: string, count: number, changes: Partial<ListingParams>) =>
    `- ${markdownLink(label, href({ ...changes, page: 1 }))} (${formatCount(count)})`;
  const grades = facets.grades
    .map((facet) => ({ facet, grade: GRADE_SLUGS.find((slug) => slug === facet.slug) }))
    .filter(({ facet, grade }) => grade && facet.count > 0 && !params.grades.includes(grade))
    .map(({ facet, grade }) => facetLine(facet.label, facet.count, { grades: [...params.grades, grade as GradeSlug] }));
  const ages = page.path.startsWith("/age/")
    ? []
    : facets.ages
        .filter((age) => age.count > 0 && !params.ages.includes(age.slug))
        .map((age) => facetLine(age.label, age.count, { ages: [...params.ages, age.slug] }));
  const lines = [...grades, ...ages];
  return lines.length > 0 ? `## Affiner\n\n${lines.join("\n")}` : null;
}
