import { useEffect } from "react";
import { data, Link } from "react-router";
import { REDIRECT_MESSAGES } from "../../core/messages/redirect.ts";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { servicesContext } from "../context.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import { resolveRedirectTarget } from "../lib/http/redirect-target.ts";
import type { Route } from "./+types/go";

/**
 * /go?to=… (docs/product.md §2.15): an interstitial page rather than a bare 302, as it shows 'Redirection en cours…' with a
 * fallback link. The browser leaves through a meta refresh (works without JavaScript) and `location.replace` (keeps
 * /go out of the history). Only http(s) targets and paths of this site are followed (docs/product.md §10.6).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(servicesContext).publicConfig;
  const target = resolveRedirectTarget(new URL(request.url).searchParams.get("to"), siteUrl);
  if (!target) return data({ target: null }, { status: 400 });
  return { target };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { shop } = rootDataFrom(matches);
  const target = loaderData?.target;
  return [
    { title: `${target ? REDIRECT_MESSAGES.inProgress : REDIRECT_MESSAGES.invalid} | ${shop.name}` },
    { name: "robots", content: "noindex, nofollow" },
    ...(target ? [{ httpEquiv: "refresh", content: `0;url=${target.href}` }] : []),
  ];
};

export default function GoPage({ loaderData }: Route.ComponentProps) {
  const { target } = loaderData;
  useEffect(() => {
    if (target) window.location.replace(target.href);
  }, [target]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      {target ? (
        <>
          <h1 className="text-2xl font-extrabold" aria-live="polite">
            {REDIRECT_MESSAGES.inProgress}
          </h1>
          <p>
            Si rien ne se passe,{" "}
            <a
              href={target.href}
              className="font-semibold text-brand-700 underline"
              rel={target.external ? "noopener noreferrer" : undefined}
            >
              cliquez ici pour continuer
            </a>
            .
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-extrabold">{REDIRECT_MESSAGES.invalid}</h1>
          <p>Ce lien de redirection est absent ou n'est pas autorisé.</p>
          <Link to="/" className="rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
            Retour à l'accueil
          </Link>
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
