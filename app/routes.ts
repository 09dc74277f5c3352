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
  route("panier", "routes/cart.tsx"),
  route("account/favorites", "routes/account-favorites.tsx"),
  route("api/suggestions", "routes/api.suggestions.ts"),
  route("api/stock", "routes/api.stock.ts"),
  route("api/cart/promo", "routes/api.cart.promo.ts"),
  route("api/cart/checkout", "routes/api.cart.checkout.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("commande/:cartId", "routes/checkout.tsx"),
  route("commande/:cartId/confirmation", "routes/checkout-confirmation.tsx"),
  route("api/product", "routes/api.product.ts"),
  route("api/availability", "routes/api.availability.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
