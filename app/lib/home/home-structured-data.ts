import { SUBJECTS } from "../../../core/catalogue/taxonomy.ts";

type NavigationEntry = { name: string; path: string };

/**
 * The browse entry points the home page publishes (docs/product.md §2), pointing at routes that exist (docs/product.md §10.4):
 * /age, /theme, one /categorie/{slug} per subject, /contact.
 */
export const HOME_NAVIGATION_ENTRIES: readonly NavigationEntry[] = [
  { name: "Livres par âge", path: "/age" },
  { name: "Livres par thème", path: "/theme" },
  ...SUBJECTS.map((subject) => ({ name: `Livres par sujet : ${subject.label}`, path: `/categorie/${subject.slug}` })),
  { name: "Contact", path: "/contact" },
];

export const SEARCH_TERM_PLACEHOLDER = "search_term_string";

/** schema.org WebSite (with its search action) and the site navigation, as one JSON-LD graph. */
export function homeStructuredData({ siteUrl, shopName }: { siteUrl: string; shopName: string }) {
  const websiteId = `${siteUrl}/#website`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebSite",
        "@id": websiteId,
        url: `${siteUrl}/`,
        name: shopName,
        inLanguage: "fr-FR",
        potentialAction: {
          "@type": "SearchAction",
          target: {
            "@type": "EntryPoint",
            urlTemplate: `${siteUrl}/recherche?q={${SEARCH_TERM_PLACEHOLDER}}`,
          },
          "query-input": `required name=${SEARCH_TERM_PLACEHOLDER}`,
        },
      },
      {
        "@type": "ItemList",
        name: "Parcourir la boutique",
        isPartOf: { "@id": websiteId },
        itemListElement: HOME_NAVIGATION_ENTRIES.map((entry, index) => ({
          "@type": "SiteNavigationElement",
          position: index + 1,
          name: entry.name,
          url: `${siteUrl}${entry.path}`,
        })),
      },
    ],
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can close the script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
