import { Link } from "react-router";
import { InfoPage, InfoSection } from "../components/info/info-page.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { servicesContext } from "../context.ts";
import {
  ACCESSIBILITY_CONFORMANCE,
  ACCESSIBILITY_STATEMENT_DATE,
  ACCESSIBILITY_TESTED_PAGES,
} from "../lib/info-pages/accessibility-statement.ts";
import { infoPageMeta } from "../lib/info-pages/info-meta.ts";
import type { Route } from "./+types/accessibility-statement";

export async function loader({ context }: Route.LoaderArgs) {
  const { legal, shop, siteUrl } = context.get(servicesContext).publicConfig;
  return {
    companyName: legal.companyName,
    address: legal.address,
    shopName: shop.name,
    supportEmail: shop.supportEmail,
    siteUrl,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(matches, {
    title: "Déclaration d'accessibilité",
    description: `État de conformité au RGAA 4.1, tests réalisés, signalement d'un défaut d'accessibilité et voies de recours.`,
    path: "/declaration-accessibilite",
  });

const link = "font-semibold text-brand-700 underline";

/** The RGAA 4.1 model statement: commitment, conformance state, tests, feedback, recourse. */
export default function AccessibilityStatementPage({ loaderData }: Route.ComponentProps) {
  const { companyName, address, shopName, supportEmail, siteUrl } = loaderData;
  return (
    <InfoPage
      title="Déclaration d'accessibilité"
      lead={
        <p>
          {companyName} s'engage à rendre le site {shopName} accessible à toutes et à tous, conformément à l'article 47
          de la loi n° 2005-102 du 11 février 2005. Cette déclaration d'accessibilité s'applique au site {siteUrl}.
        </p>
      }
    >
      <InfoSection id="etat" title="État de conformité">
        <p>
          Le site {shopName} est <strong>{ACCESSIBILITY_CONFORMANCE}</strong> avec le référentiel général d'amélioration
          de l'accessibilité (RGAA), version 4.1 : aucun audit complet des critères du RGAA n'a encore été réalisé. Les
          tests automatiques décrits ci-dessous ne trouvent aucun défaut grave, mais ils ne couvrent qu'une partie des
          critères.
        </p>
      </InfoSection>
      <InfoSection id="tests" title="Tests réalisés">
        <p>
          À chaque version du site, des tests automatiques ouvrent chaque type de page dans le navigateur Chromium, en
          affichage d'ordinateur et de téléphone (Pixel 7), et les analysent avec axe-core selon les règles WCAG 2.1
          niveaux A et AA, y compris avec le menu, l'aperçu rapide, le panier latéral et l'assistant ouverts. Ils
          vérifient aussi la langue de la page, son titre de niveau 1 unique, le parcours au clavier (chaque élément
          actif reçoit un focus visible) et l'arrêt des animations quand le système demande moins de mouvement.
        </p>
        <p>Pages testées :</p>
        <ul className="list-disc pl-6">
          {ACCESSIBILITY_TESTED_PAGES.map((page) => (
            <li key={page.label}>{page.label}</li>
          ))}
        </ul>
        <p>Technologies utilisées : HTML5, CSS, JavaScript, WAI-ARIA. Le site reste utilisable sans JavaScript.</p>
        <p>
          Agents utilisateurs et outils : Chromium (dernière version de Debian) piloté par Playwright, axe-core. Aucune
          technologie d'assistance (lecteur d'écran comme NVDA, JAWS ou VoiceOver, loupe d'écran) n'a encore servi aux
          tests : ces combinaisons seront vérifiées lors de l'audit.
        </p>
      </InfoSection>
      <InfoSection id="non-accessible" title="Contenus non accessibles">
        <p>
          Faute d'audit complet, la liste des non-conformités n'est pas encore établie ; elle sera publiée ici après
          l'audit. Aucune dérogation pour charge disproportionnée n'est invoquée.
        </p>
      </InfoSection>
      <InfoSection id="etablissement" title="Établissement de cette déclaration">
        <p>Cette déclaration a été établie le {ACCESSIBILITY_STATEMENT_DATE}.</p>
      </InfoSection>
      <InfoSection id="retour" title="Retour d'information et contact">
        <p>
          Si vous n'arrivez pas à accéder à un contenu ou à un service, dites-le-nous : nous vous proposerons une autre
          façon d'y accéder et corrigerons le défaut. Écrivez-nous grâce au{" "}
          <Link to="/contact" className={link}>
            formulaire de contact
          </Link>
          , par e-mail à{" "}
          <a href={`mailto:${supportEmail}`} className={link}>
            {supportEmail}
          </a>{" "}
          ou par courrier : {companyName}, {address}.
        </p>
      </InfoSection>
      <InfoSection id="recours" title="Voies de recours">
        <p>
          Si vous nous avez signalé un défaut d'accessibilité qui vous empêche d'accéder à un contenu ou à un service et
          que vous n'avez pas obtenu de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :
        </p>
        <ul className="list-disc pl-6">
          <li>
            par le formulaire en ligne :{" "}
            <a href="https://formulaire.defenseurdesdroits.fr/" className={link} rel="noopener noreferrer">
              formulaire.defenseurdesdroits.fr
            </a>
            ;
          </li>
          <li>
            auprès d'un délégué du Défenseur des droits dans votre région :{" "}
            <a href="https://www.defenseurdesdroits.fr/saisir/delegues" className={link} rel="noopener noreferrer">
              liste des délégués
            </a>
            ;
          </li>
          <li>par téléphone : 09 69 39 00 00 ;</li>
          <li>
            par courrier, gratuitement et sans affranchissement : Défenseur des droits, Libre réponse 71120, 75342 Paris
            CEDEX 07.
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
