import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The route table of SPEC §2. */
export default [
  index("routes/home.tsx"),
  route("age", "routes/ages.tsx"),
  route("age/:slug", "routes/age.tsx"),
  route("theme", "routes/themes.tsx"),
  route("theme/:slug", "routes/theme.tsx"),
  route("categorie/:slug", "routes/category.tsx"),
  route("recherche", "routes/search.tsx"),
  route("produit/:handle", "routes/product.tsx"),
  route("favoris", "routes/favorites.tsx"),
  route("account/favorites", "routes/account-favorites.tsx"),
  route("api/suggestions", "routes/api.suggestions.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("faq", "routes/faq.tsx"),
  route("contact", "routes/contact.tsx"),
  route("go", "routes/go.tsx"),
  route("mentions-legales", "routes/legal-notices.tsx"),
  route("conditions-service", "routes/terms.tsx"),
  route("paiement-securise", "routes/secure-payment.tsx"),
  route("a-propos", "routes/about.tsx"),
  route("reconditionnement", "routes/refurbishing.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
