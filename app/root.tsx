import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction } from "react-router";
import type { ShopIdentity } from "../server/config.ts";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { ShopErrorBoundary } from "./components/layout/shop-error-boundary.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { ProductNavigationSpinner } from "./components/product/product-navigation-spinner.tsx";
import { Deferred } from "./components/ui/deferred.tsx";
import { deferredPart } from "./components/ui/deferred-part.ts";
import { LazyToaster } from "./components/ui/lazy-toaster.tsx";
import { servicesContext } from "./context.ts";
import { useHydrationSignal } from "./lib/hydration-signal.ts";
import type { RootData } from "./lib/root-data.ts";
import { STOREFRONT_PROVIDER_NAME } from "./lib/shop-constants.ts";
import { answerUnexpectedInFrench } from "./lib/unexpected-error-answer.server.ts";
import { BrowserStores } from "./stores/browser-stores.tsx";
import { cartItemCount, useCart } from "./stores/cart-store.ts";
import { useWishlist } from "./stores/wishlist-store.ts";

/** Around every route, resource routes included: what no error boundary can render is still answered in French. */
export const middleware: Route.MiddlewareFunction[] = [answerUnexpectedInFrench];

export async function loader({ context }: Route.LoaderArgs) {
  const { publicConfig, localCheckout } = context.get(servicesContext);
  return {
    shop: publicConfig.shop,
    siteUrl: publicConfig.siteUrl,
    paymentProvider: localCheckout ? null : STOREFRONT_PROVIDER_NAME,
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
        {/* A stylesheet with a precedence is written at the top of <head>, before the script preloads React hoists:
            the browser then asks for it first, and it is the only thing the first paint waits for. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* In <head>, where the server holds the scripts back until the page has been painted once (decision 010). */}
        <Scripts />
      </head>
      <body className="min-h-screen flex flex-col font-sans antialiased">
        {children}
        <ScrollRestoration />
      </body>
    </html>
  );
}

/** Below every page: its code waits until it nears the screen. */
const footer = deferredPart(() => import("./components/layout/site-footer.tsx"));
const renderFooter = ({ SiteFooter }: typeof import("./components/layout/site-footer.tsx"), shop: ShopIdentity) => (
  <SiteFooter shop={shop} />
);
/** The assistant's button is on every screen but serves few visits: its code waits for a first key or tap. */
const chat = deferredPart(() => import("./components/chat/chat-widget.tsx"));
const renderChat = ({ ChatWidget }: typeof import("./components/chat/chat-widget.tsx"), shopName: string) => (
  <ChatWidget shopName={shopName} />
);

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
      <Deferred part={footer} props={loaderData.shop} render={renderFooter} />
      <LazyToaster />
      <BrowserStores />
      <ProductNavigationSpinner />
      <Deferred part={chat} props={loaderData.shop.name} render={renderChat} when="intent" />
    </>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
