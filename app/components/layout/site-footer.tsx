import { Link } from "react-router";
import type { ShopIdentity } from "../../../server/config.ts";

const LINKS = [
  { to: "/a-propos", label: "Qui sommes-nous ?" },
  { to: "/reconditionnement", label: "Notre reconditionnement" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
  { to: "/paiement-securise", label: "Paiement sécurisé" },
  { to: "/conditions-service", label: "Conditions de service" },
  { to: "/mentions-legales", label: "Mentions légales" },
  { to: "/account/favorites", label: "Mes coups de coeurs" },
];

export function SiteFooter({ shop }: { shop: ShopIdentity }) {
  return (
    <footer className="mt-12 bg-brand-700 text-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label="Pied de page">
          <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={shop.socialUrl} target="_blank" rel="noopener noreferrer" className="hover:underline">
                Suivez-nous
              </a>
            </li>
          </ul>
        </nav>
        <p className="mt-6 text-sm">
          © {new Date().getFullYear()} {shop.name} — livres jeunesse reconditionnés
        </p>
      </div>
    </footer>
  );
}
