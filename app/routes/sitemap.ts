import { AGE_GROUPS, SUBJECTS, THEME_LIST } from "../../core/catalogue/taxonomy.ts";
import { servicesContext } from "../context.ts";
import type { Route } from "./+types/sitemap";

const STATIC_PATHS = [
  "/",
  "/age",
  "/theme",
  "/faq",
  "/contact",
  "/a-propos",
  "/reconditionnement",
  "/etats-des-livres",
  "/paiement-securise",
];

/** Every listing and every product (issue: SEO), from the catalogue index. */
export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue, publicConfig } = context.get(servicesContext);
  const paths = [
    ...STATIC_PATHS,
    ...AGE_GROUPS.map((age) => `/age/${age.slug}`),
    ...THEME_LIST.map((theme) => `/theme/${theme.slug}`),
    ...SUBJECTS.map((subject) => `/categorie/${subject.slug}`),
    ...catalogue.firstProducts(catalogue.size()).map((product) => `/produit/${encodeURIComponent(product.handle)}`),
  ];
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${publicConfig.siteUrl}${path}`)}</loc></url>`).join("");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
    { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } },
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
