import { Heart, Search, ShoppingBag, UserRound } from "lucide-react";
import { Form, Link } from "react-router";
import type { ShopIdentity } from "../../../server/config.ts";

export function SiteHeader({ shop }: { shop: ShopIdentity }) {
  return (
    <header className="border-b border-brand-100 bg-white">
      <a href="#contenu" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        Aller au contenu
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link to="/" className="text-2xl font-extrabold tracking-tight text-brand-700">
          {shop.name}
        </Link>
        <SearchForm />
        <nav aria-label="Mon espace" className="ml-auto flex items-center gap-2">
          <a
            href={shop.accountUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full p-2 hover:bg-brand-50"
            aria-label="Mon compte (nouvel onglet)"
          >
            <UserRound aria-hidden="true" />
          </a>
          <Link to="/favoris" className="rounded-full p-2 hover:bg-brand-50" aria-label="Mes favoris">
            <Heart aria-hidden="true" />
          </Link>
          <Link to="/panier" className="rounded-full p-2 hover:bg-brand-50" aria-label="Mon panier">
            <ShoppingBag aria-hidden="true" />
          </Link>
        </nav>
      </div>
    </header>
  );
}

function SearchForm() {
  return (
    <Form
      method="get"
      action="/recherche"
      role="search"
      className="hidden flex-1 md:flex"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("q");
        if (input instanceof HTMLInputElement) {
          input.value = input.value.trim();
          // SPEC §2: empty text does nothing.
          if (input.value === "") event.preventDefault();
        }
      }}
    >
      <label className="relative w-full max-w-md">
        <span className="sr-only">Rechercher un livre</span>
        <input
          type="search"
          name="q"
          placeholder="Rechercher..."
          maxLength={200}
          className="w-full rounded-full border border-brand-100 bg-brand-50 py-2 pr-10 pl-4"
        />
        <Search aria-hidden="true" className="absolute top-2 right-3 size-5 text-brand-600" />
      </label>
    </Form>
  );
}
