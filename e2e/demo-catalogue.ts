import type { APIRequestContext } from "@playwright/test";
import { E2E_STOREFRONT_TOKEN, STOREFRONT_API_PATH } from "./support/storefront-token.ts";

/** A book of the e2e server's demo catalogue, with the real stock of each variant. */
export type DemoBook = {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  description: string;
  availableForSale: boolean;
  imageCount: number;
  variants: Array<{ id: string; availableForSale: boolean; quantityAvailable: number }>;
};

const LOCAL_TOKEN = E2E_STOREFRONT_TOKEN;
const QUERY = `query E2eCatalogue($after: String) {
  products(first: 200, after: $after, sortKey: ID) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id handle title vendor description availableForSale
      images(first: 5) { nodes { url } }
      variants(first: 10) { nodes { id availableForSale quantityAvailable } }
    }
  }
}`;

type Page = {
  data: {
    products: {
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      nodes: Array<
        Omit<DemoBook, "variants" | "imageCount"> & {
          images: { nodes: Array<{ url: string }> };
          variants: { nodes: DemoBook["variants"] };
        }
      >;
    };
  };
};

let cached: DemoBook[] | null = null;

/**
 * The whole demo catalogue as the local Storefront API serves it (deterministic generator, fresh database per run),
 * so tests pick their books by what they need — out of stock, two copies left — rather than by a hard-coded handle.
 */
export async function demoCatalogue(request: APIRequestContext): Promise<DemoBook[]> {
  if (cached) return cached;
  const books: DemoBook[] = [];
  let after: string | null = null;
  for (;;) {
    const response = await request.post(STOREFRONT_API_PATH, {
      headers: { "X-Shopify-Storefront-Access-Token": LOCAL_TOKEN },
      data: { query: QUERY, variables: { after } },
    });
    const page = (await response.json()) as Page;
    for (const { images, variants, ...node } of page.data.products.nodes) {
      books.push({ ...node, imageCount: images.nodes.length, variants: variants.nodes });
    }
    if (!page.data.products.pageInfo.hasNextPage) break;
    after = page.data.products.pageInfo.endCursor;
  }
  cached = books;
  return books;
}

/** The first book matching, in catalogue order; fails the test clearly when the catalogue has none. */
export async function findBook(request: APIRequestContext, what: string, match: (book: DemoBook) => boolean) {
  const book = (await demoCatalogue(request)).find(match);
  if (!book) throw new Error(`aucun livre du catalogue de démonstration : ${what}`);
  return book;
}

/** A book whose description names its collection, so its 'De la même collection' tab has books. */
export function bookInACollection(request: APIRequestContext) {
  return findBook(request, "dans une collection", (book) => /Collection :/.test(book.description));
}

/** Two or three copies in different grades (the demo prices them apart), each for sale. */
export function severalCopiesForSale(book: DemoBook): boolean {
  return book.variants.length > 1 && book.variants.every((variant) => variant.availableForSale);
}

export type DemoCopy = { id: string; title: string; price: string };

/** A book's copies with their grade (the demo's variant title) and price, asked for that one book. */
export async function copiesOf(request: APIRequestContext, handle: string): Promise<DemoCopy[]> {
  const response = await request.post(STOREFRONT_API_PATH, {
    headers: { "X-Shopify-Storefront-Access-Token": LOCAL_TOKEN },
    data: {
      query:
        "query E2eCopies($handle: String!) { product(handle: $handle) { variants(first: 10) { nodes { id title price { amount } } } } }",
      variables: { handle },
    },
  });
  const body = (await response.json()) as {
    data: { product: { variants: { nodes: Array<{ id: string; title: string; price: { amount: string } }> } } };
  };
  return body.data.product.variants.nodes.map(({ id, title, price }) => ({ id, title, price: price.amount }));
}

/** One variant with exactly `copies` in stock. */
export function singleVariantWith(copies: number) {
  return (book: DemoBook) =>
    book.variants.length === 1 && book.variants[0]?.quantityAvailable === copies && book.availableForSale;
}
