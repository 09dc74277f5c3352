import { faqSections } from "../../../core/help/faq-content.ts";
import { CATALOGUE_MESSAGES } from "../../../core/messages/catalogue.ts";
import { GENERIC_MESSAGES } from "../../../core/messages/generic.ts";
import type { loader as ageLoader } from "../../routes/age.tsx";
import type { loader as agesLoader } from "../../routes/ages.tsx";
import type { loader as categoryLoader } from "../../routes/category.tsx";
import type { loader as faqLoader } from "../../routes/faq.tsx";
import type { loader as productLoader } from "../../routes/product.tsx";
import type { loader as searchLoader } from "../../routes/search.tsx";
import type { loader as themeLoader } from "../../routes/theme.tsx";
import type { loader as themesLoader } from "../../routes/themes.tsx";
import { faqMarkdown } from "./faq-markdown.ts";
import { listingMarkdown } from "./listing-markdown.ts";
import { markdownDocument } from "./markdown-text.ts";
import { productMarkdown } from "./product-markdown.ts";

type DataOf<Loader extends (...args: never[]) => unknown> = Awaited<ReturnType<Loader>>;
type Writer = (loaderData: unknown, siteUrl: string) => string;

/**
 * The pages with a Markdown rendition, by route id, each written from its own loader's data (issue 41 item 5); the
 * loaders' types tie each writer to what its page really returns.
 */
const WRITERS: Readonly<Record<string, Writer>> = {
  "routes/product": (data, siteUrl) => productMarkdown(data as DataOf<typeof productLoader>, siteUrl),
  "routes/ages": (data, siteUrl) => listingMarkdown(data as DataOf<typeof agesLoader>, siteUrl),
  "routes/age": (data, siteUrl) => listingMarkdown(data as DataOf<typeof ageLoader>, siteUrl),
  "routes/themes": (data, siteUrl) => listingMarkdown(data as DataOf<typeof themesLoader>, siteUrl),
  "routes/theme": (data, siteUrl) => listingMarkdown(data as DataOf<typeof themeLoader>, siteUrl),
  "routes/category": (data, siteUrl) => listingMarkdown(data as DataOf<typeof categoryLoader>, siteUrl),
  "routes/search": (data, siteUrl) => {
    const page = data as DataOf<typeof searchLoader>;
    return listingMarkdown(page, siteUrl, page.instead);
  },
  "routes/faq": (data, siteUrl) =>
    faqMarkdown(faqSections({ supportEmail: (data as DataOf<typeof faqLoader>).supportEmail }), siteUrl),
};

/**
 * Information pages whose words live in their components rather than in loader data: their rendition is read off the
 * page React rendered (html-markdown.server.ts).
 */
const RENDERED_PAGES: ReadonlySet<string> = new Set([
  "routes/about",
  "routes/accessibility-statement",
  "routes/condition-grades",
  "routes/legal-notices",
  "routes/refurbishing",
  "routes/secure-payment",
  "routes/terms",
]);

type RenderedMatch = { route: { id: string } };

/** What React Router hands the document render: the matched routes, their loaders' data and their errors. */
export type PageState = {
  matches: readonly RenderedMatch[];
  loaderData: Readonly<Record<string, unknown>>;
  errors: Readonly<Record<string, unknown>> | null;
};

/**
 * How the page matched is written in Markdown: from its loader's data, from its rendered HTML, or not at all. A page
 * with a rendition has its answers, HTML or Markdown, vary with `Accept`.
 */
export function markdownRendition(matches: readonly RenderedMatch[]): "data" | "page" | undefined {
  const leaf = matches.at(-1)?.route.id;
  if (leaf === undefined) return undefined;
  if (leaf in WRITERS) return "data";
  return RENDERED_PAGES.has(leaf) ? "page" : undefined;
}

/**
 * The page in Markdown from its loader's data, or `undefined` when it is not written so. A page that failed (an
 * unknown book: 404) answers the shop's French message, in Markdown too.
 */
export function pageMarkdown(state: PageState, status: number, siteUrl: string): string | undefined {
  const leaf = state.matches.at(-1)?.route.id;
  if (leaf === undefined || markdownRendition(state.matches) === undefined) return undefined;
  if (state.errors || status >= 400) return errorMarkdown(status, leaf);
  return WRITERS[leaf]?.(state.loaderData[leaf], siteUrl);
}

/**
 * The answer to a `.md` address of a page that has no Markdown rendition (the cart, the home page, an unknown path):
 * 404, said in Markdown, as the agent asked (issue 50).
 */
export function noRenditionMarkdown(): string {
  return markdownDocument(["# Page introuvable", CATALOGUE_MESSAGES.pageNotFound]);
}

function errorMarkdown(status: number, routeId: string): string {
  if (status === 404) {
    const title = routeId === "routes/product" ? CATALOGUE_MESSAGES.productNotFound : "Page introuvable";
    return markdownDocument([`# ${title}`, CATALOGUE_MESSAGES.pageNotFound]);
  }
  if (status >= 400 && status < 500) return markdownDocument(["# Requête invalide", GENERIC_MESSAGES.badRequest]);
  return markdownDocument(["# Oups !", GENERIC_MESSAGES.unexpected]);
}
