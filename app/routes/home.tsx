import { Link } from "react-router";
import { ProductCard } from "../components/catalogue/product-card.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { servicesContext } from "../context.ts";
import { MESSAGES } from "../lib/messages.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue } = context.get(servicesContext);
  return { christmas: catalogue.christmasSelection() };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { shop, siteUrl } = rootDataFrom(matches);
  return pageMeta({
    title: `${shop.name} — Livres jeunesse reconditionnés`,
    description:
      "Plus de 3 000 livres pour enfants reconditionnés et vérifiés : albums, contes, documentaires, romans et livres-jeux, livrés en France et en Belgique.",
    canonical: `${siteUrl}/`,
    shopName: shop.name,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-extrabold md:text-4xl">Des livres jeunesse reconditionnés, prêts à être aimés</h1>
      <section aria-labelledby="noel-titre" className="mt-10">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="noel-titre" className="text-2xl font-bold">
            Noël approche...
          </h2>
          <Link to="/theme/noel" className="font-semibold text-brand-700 hover:underline">
            Voir plus...
          </Link>
        </div>
        {loaderData.christmas.length === 0 ? (
          <div className="mt-4 rounded-lg bg-brand-50 p-6 text-center">
            <p className="font-semibold">{MESSAGES.catalogue.noProducts}</p>
            <p className="mt-1 text-sm">
              Importez vos produits dans la boutique à l'aide d'un tableur (export CSV de produits Shopify).
            </p>
          </div>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
            {loaderData.christmas.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
