import { useState } from "react";
import { data, type MetaDescriptor } from "react-router";
import { SHARED_LIST_MESSAGES as M } from "../../core/messages/shared-list.ts";
import { sharedListPath } from "../../core/shared-lists/shared-list-schema.ts";
import type { SharedBook, SharedCopy } from "../../core/shared-lists/shared-list-types.ts";
import { SHARED_LIST_PREVIEW_COVERS } from "../../core/shop-constants.ts";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { AddAllToCart } from "../components/shared-list/add-all-to-cart.tsx";
import { OwnerNote } from "../components/shared-list/owner-note.tsx";
import { SharedListBook } from "../components/shared-list/shared-list-book.tsx";
import { servicesContext } from "../context.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import { absoluteUrl, pageMeta } from "../lib/document/seo.ts";
import { imageAtWidth } from "../lib/product/responsive-image.ts";
import { loadSharedListPage } from "../lib/shared-list/shared-list-page.server.ts";
import type { Route } from "./+types/shared-list";

/**
 * `/liste/{id}`: favourites shared by their link (issue 40), for whoever opens it: each book with its live price,
 * grades and stock, « Ajouter au panier » into the visitor's own cart, the sold-out ones with their alert. Server-
 * rendered and readable without JavaScript; `noindex`, a family's list is not for search engines.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const list = await services.sharedLists.read(params.id);
  if (!list) throw data({ kind: "shared-list" }, { status: 404 });
  return loadSharedListPage(services, list);
}

/**
 * Link previews in messaging apps show a neutral title and the list's first covers (og:title, og:image): a stranger's
 * words never headline a preview on the shop's domain, where « Bouquinerie : votre compte est suspendu » would read
 * as the shop's own (decision 034, 2026 addition). The owner's title is in the page body, said to be theirs.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { shop, siteUrl } = rootDataFrom(matches);
  const noindex: MetaDescriptor = { name: "robots", content: "noindex" };
  if (!loaderData) return [{ title: `Liste introuvable | ${shop.name}` }, noindex];
  const covers = loaderData.books
    .flatMap((book) => (book.card.image ? [absoluteUrl(siteUrl, imageAtWidth(book.card.image.url, 640))] : []))
    .slice(0, SHARED_LIST_PREVIEW_COVERS);
  const count = loaderData.books.length;
  const tags = pageMeta({
    title: `${M.pageTitle} | ${shop.name}`,
    description: `${count} ${count > 1 ? "livres jeunesse choisis" : "livre jeunesse choisi"} sur ${shop.name} : à offrir, en quelques clics.`,
    canonical: `${siteUrl}${sharedListPath(loaderData.id)}`,
    image: covers[0],
    shopName: shop.name,
  });
  return [...tags, ...covers.slice(1).map((url) => ({ property: "og:image", content: url })), noindex];
};

export default function SharedListPage({ loaderData }: Route.ComponentProps) {
  const { id, title, books, removed } = loaderData;
  const [choices, setChoices] = useState<Record<string, string>>({});
  const chosenOf = (book: SharedBook): SharedCopy | undefined =>
    book.copies.find((copy) => copy.id === choices[book.card.id] && copy.stock.availableForSale) ??
    cheapestForSale(book.copies);
  const picks = books.flatMap((book) => {
    const copy = chosenOf(book);
    return copy ? [{ book, copy }] : [];
  });
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-extrabold">{M.pageTitle}</h1>
      {title ? (
        <p className="text-lg">
          {M.authorTitle} <span className="font-semibold">«&nbsp;{title}&nbsp;»</span>
        </p>
      ) : null}
      <p>
        {books.length} {books.length > 1 ? "livres" : "livre"}. Choisissez l'état de chaque exemplaire : le livre arrive
        dans votre propre panier, vous payez votre commande. Cette liste ne change pas quand vous achetez.
      </p>
      <OwnerNote listId={id} />
      {removed > 0 ? <p className="rounded-lg bg-brand-50 p-3">{M.removedBooks(removed)}</p> : null}
      <AddAllToCart picks={picks} />
      <ul className="grid gap-4 md:grid-cols-2">
        {books.map((book) => (
          <li key={book.card.id}>
            <SharedListBook
              book={book}
              chosen={chosenOf(book)}
              onChoose={(copy) => setChoices((current) => ({ ...current, [book.card.id]: copy.id }))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function cheapestForSale(copies: readonly SharedCopy[]): SharedCopy | undefined {
  return copies
    .filter((copy) => copy.stock.availableForSale)
    .reduce<SharedCopy | undefined>((best, copy) => (best && best.price <= copy.price ? best : copy), undefined);
}

export const ErrorBoundary = ShopErrorBoundary;
