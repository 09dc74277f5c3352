import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction } from "react-router";
import { STOREFRONT_PROVIDER_NAME } from "../core/shop-constants.ts";
import type { Route } from "./+types/root";
import { ChatWidget } from "./components/chat/chat-widget.tsx";
import { ShopErrorBoundary } from "./components/layout/shop-error-boundary.tsx";
import { ShopStylesheet } from "./components/layout/shop-stylesheet.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { ProductNavigationSpinner } from "./components/product/product-navigation-spinner.tsx";
import { LazyToaster } from "./components/ui/lazy-toaster.tsx";
import { servicesContext } from "./context.ts";
import { useHydrationSignal } from "./lib/document/hydration-signal.ts";
import type { RootData } from "./lib/document/root-data.ts";
import { answerUnexpectedInFrench } from "./lib/http/unexpected-error-answer.server.ts";
import { BrowserStores } from "./stores/browser-stores.tsx";
import { cartItemCount } from "./stores/cart-lines.ts";
import { useCart } from "./stores/cart-store.ts";
import { useWishlist } from "./stores/wishlist-store.ts";

/** Around every route, resource routes included: what no error boundary can render is still answered in French. */
export const middleware: Route.MiddlewareFunction[] = [answerUnexpectedInFrench];

export async function loader({ context }: Route.LoaderArgs) {
  const { publicConfig, localCheckout } = context.get(servicesContext);
  return {
    shop: publicConfig.shop,
    siteUrl: publicConfig.siteUrl,
    paymentProvider: localCheckout ? null : STOREFRONT_PROVIDER_NAME,
    assistant: publicConfig.assistant,
  } satisfies RootData;
}

/** The shop's identity does not change between pages: the root loader runs again only after a form submission. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ShopStylesheet />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen flex flex-col font-sans antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useHydrationSignal();
  // Empty on the server and at hydration; filled once the browser has read local storage.
  const favouritesCount = useWishlist((state) => state.items.length);
  const cartCount = useCart((state) => cartItemCount(state.items));
  return (
    <>
      <SiteHeader shop={loaderData.shop} favouritesCount={favouritesCount} cartCount={cartCount} />
      <main id="contenu" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter shop={loaderData.shop} />
      <LazyToaster />
      <BrowserStores />
      <ProductNavigationSpinner />
      <ChatWidget assistant={{ shopName: loaderData.shop.name, writtenByModel: loaderData.assistant.writtenByModel }} />
    </>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
