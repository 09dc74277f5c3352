import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The route table of SPEC §2; later screens join this list. */
export default [
  index("routes/home.tsx"),
  route("produit/:handle", "routes/product.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
