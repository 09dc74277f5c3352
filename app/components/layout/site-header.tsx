import { Link } from "react-router";
import type { ShopIdentity } from "../../../server/config.ts";
import { CartDrawer } from "../cart/cart-drawer.tsx";
import { Icon } from "../ui/icon.tsx";
import { DesktopMenus, prefetchDesktopMenus } from "./desktop-menus.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { PredictiveSearch } from "./predictive-search.tsx";

const iconLinkClass = "relative rounded-full p-2 hover:bg-brand-50";

export function SiteHeader({
  shop,
  favouritesCount = 0,
  cartCount = 0,
}: {
  shop: ShopIdentity;
  /** From the browser's wishlist store, once hydrated; the server renders 0 (no badge). */
  favouritesCount?: number;
  /** Items in the browser's cart, once hydrated. */
  cartCount?: number;
}) {
  return (
    <header className="border-b border-brand-100 bg-white" onPointerEnter={prefetchDesktopMenus}>
      <a href="#contenu" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        Aller au contenu
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <MobileMenu />
        <Link to="/" className="text-2xl font-extrabold tracking-tight text-brand-700">
          {shop.name}
        </Link>
        <PredictiveSearch className="order-last w-full md:order-none md:w-auto md:max-w-md md:flex-1" />
        <nav aria-label="Mon espace" className="ml-auto flex items-center gap-2">
          <a
            href={shop.accountUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={iconLinkClass}
            aria-label="Mon compte (nouvel onglet)"
          >
            <Icon name="user-round" />
          </a>
          <Link to="/favoris" className={iconLinkClass} aria-label={withCount("Mes favoris", favouritesCount, "livre")}>
            <Icon name="heart" />
            <CountBadge count={favouritesCount} />
          </Link>
          <CartDrawer className={iconLinkClass} label={withCount("Mon panier", cartCount, "article")}>
            <Icon name="shopping-bag" />
            <CountBadge count={cartCount} />
          </CartDrawer>
        </nav>
      </div>
      <DesktopMenus />
    </header>
  );
}

/** 'Mon panier, 3 articles': the badge itself is hidden from assistive technology, the name carries the count. */
function withCount(label: string, count: number, noun: string): string {
  return count > 0 ? `${label}, ${count} ${noun}${count > 1 ? "s" : ""}` : label;
}

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
