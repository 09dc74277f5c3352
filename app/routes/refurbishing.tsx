import { Link } from "react-router";
import { GRADES_PAGE_PATH } from "../../core/catalogue/condition-grades.ts";
import { InfoPage } from "../components/info/info-page.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { Icon } from "../components/ui/icon.tsx";
import type { IconName } from "../components/ui/icon-names.ts";
import { infoPageMeta } from "../lib/info-pages/info-meta.ts";
import type { Route } from "./+types/refurbishing";

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(matches, {
    title: "Notre reconditionnement",
    description:
      "Sélection, tri, contrôle en plusieurs points et stockage : comment nous reconditionnons chaque livre jeunesse avant de vous l'envoyer.",
    path: "/reconditionnement",
  });

/** The type-specific checks of step 3 (docs/product.md §2). */
const TYPE_CHECKS = [
  { type: "Livres sonores", check: "la pile est remplacée et chaque son est testé." },
  { type: "Livres à gommettes", check: "les planches de gommettes sont complètes et inutilisées." },
  { type: "Livres de peinture et d'activités", check: "le matériel est complet et n'a pas servi." },
  { type: "Livres pop-up et 3D", check: "chaque élément animé est intact et fonctionne." },
] as const;

export default function RefurbishingPage() {
  return (
    <InfoPage title="Notre reconditionnement">
      <div className="rounded-2xl bg-brand-50 px-6 py-8">
        <p className="text-2xl font-bold text-brand-700">Des livres d'occasion contrôlés page après page.</p>
        <p className="mt-3 text-lg">
          Chaque livre passe entre nos mains avant d'arriver dans les vôtres : nous le sélectionnons, le trions, le
          contrôlons, puis le stockons avec soin jusqu'à son expédition. L'état de chaque exemplaire est indiqué sur sa
          fiche, selon{" "}
          <Link to={GRADES_PAGE_PATH} className="font-semibold text-brand-700 underline">
            nos trois états
          </Link>
          .
        </p>
      </div>
      <ol className="flex flex-col gap-6">
        <Step number={1} icon="search" title="La sélection">
          <p>
            Nous ne retenons que des livres récents et complets, dont tout ce qui bouge fonctionne. Un livre déchiré,
            incomplet ou couvert de gribouillages n'entre pas dans notre catalogue.
          </p>
        </Step>
        <Step number={2} icon="warehouse" title="La réception et le tri">
          <p>
            À leur arrivée dans notre entrepôt, les livres sont triés par âge, par thème et par sujet, puis enregistrés
            un à un.
          </p>
        </Step>
        <Step number={3} icon="book-check" title="Le protocole de contrôle">
          <ul className="list-disc pl-6">
            <li>
              <strong>Inspection extérieure</strong> : couverture, dos, coins et tranches.
            </li>
            <li>
              <strong>Inspection intérieure</strong> : chaque page est feuilletée ; aucune ne doit être déchirée. Les
              traces d'usage, un prénom ou quelques traits fixent l'état annoncé.
            </li>
            <li>
              <strong>Contrôles propres à chaque type de livre</strong> :
              <ul className="mt-1 list-[circle] pl-6">
                {TYPE_CHECKS.map(({ type, check }) => (
                  <li key={type}>
                    {type} : {check}
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        </Step>
        <Step number={4} icon="package-search" title="Le stockage">
          <p>
            Les livres contrôlés sont rangés à l'abri de la lumière et de l'humidité, prêts à être emballés
            soigneusement dès votre commande.
          </p>
        </Step>
      </ol>
      <p>
        <Link to="/age" className="font-semibold text-brand-700 underline">
          Découvrir nos livres par âge
        </Link>
      </p>
    </InfoPage>
  );
}

function Step({
  number,
  icon,
  title,
  children,
}: {
  number: number;
  icon: IconName;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-xl border border-brand-100 bg-white p-5">
      <Icon name={icon} className="size-10 shrink-0 text-brand-600" />
      <div>
        <h2 className="text-xl font-bold">
          Étape {number} : {title}
        </h2>
        <div className="mt-2 leading-relaxed">{children}</div>
      </div>
    </li>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
