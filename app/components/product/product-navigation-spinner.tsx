import { useNavigation } from "react-router";
import { Icon } from "../ui/icon.tsx";

/**
 * docs/product.md §4 'loading' state of the product page: shown only while the browser navigates to a product page (a server
 * render arrives complete, so it never shows then).
 */
export function ProductNavigationSpinner() {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || !navigation.location.pathname.startsWith("/produit/")) return null;
  return (
    <div className="pointer-events-none fixed inset-0 z-40 grid place-items-center bg-white/50">
      <div role="status" className="flex flex-col items-center gap-2 rounded-xl bg-white p-6 shadow-lg">
        <Icon name="loader-circle" className="size-10 animate-spin text-brand-600 motion-reduce:animate-none" />
        <span className="font-semibold">Chargement du livre…</span>
      </div>
    </div>
  );
}
