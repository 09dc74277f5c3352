import { GRADES_PAGE_PATH } from "../../../core/catalogue/condition-grades.ts";
import { RETURN_WINDOW_DAYS } from "../../../core/shop-constants.ts";

/**
 * The shop's addresses an agent is pointed to (llms.txt, Markdown renditions), as app/routes.ts declares them;
 * shop-paths.test.ts checks each against that table so neither drifts.
 */
export const SHOP_PATHS = {
  home: "/",
  ages: "/age",
  age: (slug: string) => `/age/${slug}`,
  themes: "/theme",
  theme: (slug: string) => `/theme/${slug}`,
  subject: (slug: string) => `/categorie/${slug}`,
  search: "/recherche",
  product: (handle: string) => `/produit/${encodeURIComponent(handle)}`,
  sitemap: "/sitemap.xml",
  /** Served by the UCP profile of issue 41 item 1; it names the MCP endpoint. */
  ucpProfile: "/.well-known/ucp",
} as const;

/**
 * A page's Markdown rendition by its address (issue 50): `.md` after the path, before the query
 * (`/recherche.md?q=loup`); server/http/markdown-urls.ts serves it.
 */
export function markdownPath(path: string): string {
  const at = path.indexOf("?");
  const [pathname, query] = at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)];
  return `${pathname === "/" ? "/index" : pathname}.md${query}`;
}

/** `html`: a form, with no Markdown rendition (app/lib/markdown/page-markdown.server.ts). */
export type InfoPageLink = { path: string; title: string; note: string; html?: true };

/** The information pages, in the footer's order of interest for someone buying for a child. */
export const INFO_PAGES: readonly InfoPageLink[] = [
  {
    path: "/faq",
    title: "Foire aux questions",
    note: "livraison, délais et tarifs, paiement, retours, état des livres",
  },
  { path: "/paiement-securise", title: "Paiement sécurisé", note: "moyens de paiement acceptés et sécurité" },
  { path: "/conditions-service", title: "Conditions générales de vente", note: "commande, prix, livraison, garanties" },
  {
    path: "/retractation",
    title: "Rétractation",
    note: `droit de rétractation de ${RETURN_WINDOW_DAYS} jours et formulaire`,
    html: true,
  },
  { path: GRADES_PAGE_PATH, title: "Les états de nos livres", note: "très bon état, bon état, état correct" },
  { path: "/reconditionnement", title: "Notre reconditionnement", note: "comment chaque livre est contrôlé" },
  { path: "/a-propos", title: "Qui sommes-nous ?", note: "la boutique et son engagement" },
  { path: "/mentions-legales", title: "Mentions légales", note: "éditeur du site, hébergeur, données personnelles" },
  { path: "/declaration-accessibilite", title: "Déclaration d'accessibilité", note: "conformité RGAA" },
  { path: "/contact", title: "Contact", note: "écrire au service client", html: true },
];
