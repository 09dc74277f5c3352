import { Link } from "react-router";
import { InfoPage, InfoSection } from "../components/info/info-page.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { infoPageMeta } from "../lib/info-pages/info-meta.ts";
import type { Route } from "./+types/secure-payment";

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(matches, {
    title: "Paiement sécurisé",
    description:
      "Carte bancaire (Visa, Mastercard) ou portefeuille électronique : un paiement 100 % sécurisé sur la page de notre prestataire.",
    path: "/paiement-securise",
  });

const MEANS = [
  { icon: "credit-card", title: "Carte bancaire", text: "Visa et Mastercard, débitées au moment de la commande." },
  {
    icon: "wallet",
    title: "Portefeuille électronique",
    text: "Payez avec votre service de paiement en ligne habituel.",
  },
] as const;

export default function SecurePaymentPage() {
  return (
    <InfoPage
      title="Paiement sécurisé"
      lead={<p>Commander chez nous se fait en toute confiance : votre paiement est protégé de bout en bout.</p>}
    >
      <InfoSection id="moyens" title="Les moyens de paiement acceptés">
        <ul className="grid gap-4 sm:grid-cols-2">
          {MEANS.map(({ icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
              <Icon name={icon} className="size-8 shrink-0 text-brand-600" />
              <div>
                <h3 className="font-bold">{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="page-securisee" title="Une page de paiement sécurisée">
        <p className="flex gap-3">
          <Icon name="lock" className="size-6 shrink-0 text-brand-600" />
          <span>
            Au moment de payer, vous êtes redirigé vers la page de paiement sécurisée de notre prestataire. La connexion
            est chiffrée (HTTPS) et vos coordonnées bancaires sont saisies chez lui uniquement : nous ne les voyons ni
            ne les conservons jamais.
          </span>
        </p>
        <p className="flex gap-3">
          <Icon name="shield-check" className="size-6 shrink-0 text-brand-600" />
          <span>
            Selon votre banque, une authentification forte (3-D Secure) peut vous être demandée, par exemple une
            validation dans votre application bancaire.
          </span>
        </p>
      </InfoSection>
      <InfoSection id="apres-paiement" title="Après le paiement">
        <p>
          Vous recevez un e-mail de confirmation de commande, puis un lien de suivi dès l'expédition. Une question ?{" "}
          <Link to="/faq" className="font-semibold text-brand-700 underline">
            Consultez la FAQ
          </Link>{" "}
          ou{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            contactez-nous
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
