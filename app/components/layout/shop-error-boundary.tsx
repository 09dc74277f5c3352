import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { CATALOGUE_MESSAGES } from "../../../core/messages/catalogue.ts";
import { GENERIC_MESSAGES } from "../../../core/messages/generic.ts";
import { SHARED_LIST_MESSAGES } from "../../../core/messages/shared-list.ts";
// A file rather than inline markup: the illustration of a rare page stays out of every page's JavaScript.
import notFoundIllustration from "../../assets/not-found.svg?no-inline";

/** What a 404 is about, so the page can say 'Produit non trouvé' rather than the generic text. */
export type NotFoundData = { kind: "product" | "page" | "shared-list" };

/** The one error boundary of the shop: French text per status, never a stack trace (docs/conventions.md §6). */
export function ShopErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const kind = (error.data as NotFoundData | null)?.kind ?? "page";
    // A shared list's link that was stopped or expired (issue 40) says so rather than « page not found ».
    if (kind === "shared-list")
      return <ErrorPage title="Liste introuvable" message={SHARED_LIST_MESSAGES.notFound} illustration />;
    return (
      <ErrorPage
        title={kind === "product" ? CATALOGUE_MESSAGES.productNotFound : "Page introuvable"}
        message={CATALOGUE_MESSAGES.pageNotFound}
        illustration
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    return <ErrorPage title="Requête invalide" message={GENERIC_MESSAGES.badRequest} />;
  }
  return <ErrorPage title="Oups !" message={GENERIC_MESSAGES.unexpected} />;
}

function ErrorPage({ title, message, illustration }: { title: string; message: string; illustration?: boolean }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      {/* An open book with a question mark (docs/product.md §2): decoration, the heading says it all. */}
      {illustration ? <img src={notFoundIllustration} alt="" width={200} height={140} /> : null}
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-lg">{message}</p>
      <Link to="/" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Retour à l'accueil
      </Link>
    </section>
  );
}
