import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  RouterContextProvider,
  StaticRouterProvider,
  useLoaderData,
} from "react-router";
import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../../core/catalogue/catalogue-types.ts";
import { buildSnapshot } from "../../../server/catalogue/catalogue-snapshot.ts";
import { featuredOrder } from "../../../server/catalogue/featured-order.ts";
import { runListing } from "../../../server/catalogue/listing.ts";
import type { AppServices } from "../../../server/services.ts";
import { requestInfoContext, servicesContext } from "../../context.ts";
import { pageAddress, renderKey } from "../../lib/http/rendered-pages.server.ts";
import AgePage, { loader as ageLoader } from "../../routes/age.tsx";
import CategoryPage, { loader as categoryLoader } from "../../routes/category.tsx";
import SearchPage, { loader as searchLoader } from "../../routes/search.tsx";
import ThemePage, { loader as themeLoader } from "../../routes/theme.tsx";
import { PredictiveSearch } from "../layout/predictive-search.tsx";

const SITE_URL = "https://www.bouquinerie.example";

function book(n: number): ProductSummary {
  return {
    id: `gid://shopify/Product/${n}`,
    handle: `livre-${n}`,
    title: `Livre ${n}`,
    vendor: n % 2 === 0 ? "Nathan" : "Milan",
    productType: "Roman",
    tags: ["6-8 ans", "Romans", "Pirates", "CE1"],
    price: 3 + (n % 9),
    priceVaries: false,
    grades: [],
    image: null,
    availableForSale: true,
    firstVariantId: null,
    description: "",
    variants: [],
  };
}

// Enough books for three pages: the pagination's links are written too.
const books = Array.from({ length: 80 }, (_, i) => book(i + 1));
const snapshot = buildSnapshot(books);
const order = featuredOrder(books.length, 7);

/** What the listing loaders reach: the catalogue over the books above; no search misses, so no demand is counted. */
const services = {
  publicConfig: { siteUrl: SITE_URL },
  catalogue: {
    listing: async (...[scope, params]: Parameters<AppServices["catalogue"]["listing"]>) =>
      runListing(snapshot, scope, params, order),
    searchInstead: async () => ({ outcome: "found", forSale: [] }),
  },
} as unknown as AppServices;

/** The listing routes as the app declares them, under a layout that holds the header's search field. */
const routes = [
  {
    id: "root",
    path: "/",
    Component: () => (
      <>
        <PredictiveSearch />
        <Outlet />
      </>
    ),
    children: [
      { id: "age", path: "age/:slug", loader: ageLoader, Component: routePage(AgePage) },
      { id: "theme", path: "theme/:slug", loader: themeLoader, Component: routePage(ThemePage) },
      { id: "category", path: "categorie/:slug", loader: categoryLoader, Component: routePage(CategoryPage) },
      { id: "search", path: "recherche", loader: searchLoader, Component: routePage(SearchPage) },
    ],
  },
] as never;

/** A route module's page as the framework renders it: its loader's data as a prop. */
function routePage(page: unknown) {
  return function RoutePage() {
    const loaderData = useLoaderData();
    return createElement(page as ComponentType<{ loaderData: unknown }>, { loaderData });
  };
}

/** A page as the shop renders it for `path`, and the key it would be kept under (decision 028). */
async function render(path: string): Promise<{ html: string; key: string | undefined }> {
  const handler = createStaticHandler(routes);
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestInfoContext, { nonce: "n", requestId: "r", clientIp: "192.0.2.1", clientKey: "192.0.2.1" });
  const request = new Request(new URL(path, "http://127.0.0.1:3000"), { headers: { "user-agent": "Mozilla/5.0" } });
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) throw new Error(`${path} answered ${result.status}`);
  expect(result.statusCode, path).toBe(200);
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, result)} context={result} />,
  );
  const key = renderKey({
    address: pageAddress(SITE_URL, result.matches),
    readyOption: "onShellReady",
    statusCode: result.statusCode,
    cacheControl: null,
    loaderData: result.loaderData,
    actionData: result.actionData,
    errors: result.errors,
  });
  return { html, key };
}

const LISTINGS = ["/age/6-8-ans", "/theme/romans", "/categorie/pirates", "/recherche?q=livre"];
const join = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;

describe("a listing page holds nothing of its address that its key does not hold (issue 51)", () => {
  it.each(LISTINGS)("%s asked with a tracking id and an e-mail shows neither", async (path) => {
    const { html } = await render(join(path, "fbclid=X&email=a@b.fr&tri=price-asc&page=2"));
    // The page is made of the sort and the page asked: its forms carry them, and nothing else of the address.
    expect(html).toContain('name="tri" value="price-asc"');
    for (const echo of ["fbclid", "email=", "a@b.fr", "a%40b.fr"]) expect(html, echo).not.toContain(echo);
  });

  it.each(LISTINGS)("%s asked with a filter repeated 560 times carries it once", async (path) => {
    const { html } = await render(join(path, `${"etat=bon-etat&".repeat(560)}fill=7`));
    const canonical = await render(join(path, "etat=bon-etat"));
    expect(html).toBe(canonical.html);
    expect(html).not.toContain("fill");
  });

  it.each(LISTINGS)("%s: two addresses with one key render the same HTML", async (path) => {
    const canonical = await render(path);
    expect(canonical.key).toBeDefined();
    const noisy = [
      join(path, "fbclid=X&email=a@b.fr"),
      join(path, `utm_source=lettre&u=${"x".repeat(200)}`),
      join(path, "page=1&tri=featured&prix_min=&q2=z"),
      join(
        path.replace(/^\/[a-z]+/, (segment) => segment.toUpperCase()),
        "gclid=Y",
      ),
      // The search's term as its loader reads it: trimmed, the first one asked.
      ...(path.startsWith("/recherche") ? ["/recherche?q=%20%20livre%20&q=pirates"] : []),
    ];
    for (const asked of noisy) {
      const page = await render(asked);
      expect(page.key, asked).toBe(canonical.key);
      expect(page.html, asked).toBe(canonical.html);
    }
  });
});
