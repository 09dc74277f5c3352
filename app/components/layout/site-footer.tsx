import { Link } from "react-router";
import { WITHDRAWAL_MESSAGES } from "../../../core/messages/withdrawal.ts";
import type { ShopIdentity } from "../../../server/config.ts";
import { ACCESSIBILITY_FOOTER_LABEL } from "../../lib/info-pages/accessibility-statement.ts";
import { Icon } from "../ui/icon.tsx";

type FooterLink = { label: string } & ({ to: string } | { href: string });
type FooterSection = { id: string; title: string; links: FooterLink[] };

function footerSections(shop: ShopIdentity): FooterSection[] {
  return [
    {
      id: "boutique",
      title: "La boutique",
      links: [
        { to: "/a-propos", label: "Qui sommes-nous ?" },
        { to: "/reconditionnement", label: "Notre reconditionnement" },
        { to: "/etats-des-livres", label: "Les états de nos livres" },
        { to: "/account/favorites", label: "Mes coups de coeurs" },
      ],
    },
    {
      id: "aide",
      title: "Aide",
      links: [
        { to: "/faq", label: "FAQ" },
        { to: "/contact", label: "Contact" },
        { to: "/paiement-securise", label: "Paiement sécurisé" },
      ],
    },
    {
      id: "legal",
      title: "Informations légales",
      links: [
        { to: "/mentions-legales", label: "Mentions légales" },
        { to: "/conditions-service", label: "Conditions de service" },
      ],
    },
    {
      id: "social",
      title: "Suivez-nous",
      links: [{ href: shop.socialUrl, label: `${shop.name} sur les réseaux sociaux` }],
    },
  ];
}

/**
 * Four sections of links (docs/product.md §2): always open side by side from `md`, collapsible on mobile where several may be
 * open at once. The links stay in the server-rendered HTML either way; closed sections are only hidden by CSS.
 */
export function SiteFooter({ shop }: { shop: ShopIdentity }) {
  return (
    // Below the first screen on every page: laid out and painted only once it comes near (app.css, `.card-cell`).
    <footer className="mt-12 bg-brand-700 text-brand-50 [content-visibility:auto] [contain-intrinsic-size:auto_24rem]">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label="Pied de page" className="grid gap-2 md:grid-cols-4 md:gap-8">
          {footerSections(shop).map((section) => (
            <FooterColumn key={section.id} section={section} />
          ))}
        </nav>
        <div className="mt-8 flex flex-col gap-3 border-t border-brand-600 pt-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {shop.name} — livres jeunesse
            reconditionnés
          </p>
          {/* Outside the collapsible sections: the withdrawal function must stay in sight on every page (D221-5). */}
          <ul aria-label="Droits du client" className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/retractation" className="font-bold underline hover:no-underline">
                {WITHDRAWAL_MESSAGES.entryLabel}
              </Link>
            </li>
            <li>
              <Link to="/declaration-accessibilite" className="underline hover:no-underline">
                {ACCESSIBILITY_FOOTER_LABEL}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

/**
 * A native disclosure on mobile (`<details>`), which opens without JavaScript, even before hydration; from `md` the
 * summary is hidden, a plain heading shows instead, and the links show whether the section is open or not.
 */
function FooterColumn({ section }: { section: FooterSection }) {
  return (
    <details className="group border-b border-brand-600 md:border-0 md:details-content:[content-visibility:visible]">
      <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-bold md:hidden [&::-webkit-details-marker]:hidden">
        <h2>{section.title}</h2>
        <Icon
          name="chevron-down"
          className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <h2 className="hidden font-bold md:block md:pb-3">{section.title}</h2>
      <div className="pb-3">
        <ul className="space-y-2">
          {section.links.map((link) => (
            <li key={link.label}>
              {"to" in link ? (
                <Link to={link.to} className="hover:underline">
                  {link.label}
                </Link>
              ) : (
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 hover:underline"
                >
                  {link.label}
                  <Icon name="external-link" className="size-4" />
                  <span className="sr-only">(nouvel onglet)</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
