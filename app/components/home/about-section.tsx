import { Link } from "react-router";
import { RETURN_WINDOW_DAYS } from "../../../core/shop-constants.ts";
import { Icon } from "../ui/icon.tsx";

const ARGUMENTS = [
  {
    icon: "library",
    title: "Un large choix",
    text: "Plus de 3 000 références de livres jeunesse : albums, contes, documentaires, romans, livres-jeux.",
  },
  {
    icon: "rotate-ccw",
    title: "Satisfait ou remboursé",
    text: `Vous disposez de ${RETURN_WINDOW_DAYS} jours après réception pour changer d'avis.`,
  },
  {
    icon: "badge-check",
    title: "Qualité garantie",
    text: "Chaque livre est contrôlé et vérifié avant son expédition.",
  },
] as const;

/** 'Qui sommes nous?': the shop's three arguments (docs/product.md §1, §2). */
export function AboutSection() {
  return (
    <section aria-labelledby="qui-titre" className="mt-12 rounded-2xl bg-brand-50 px-6 py-8">
      <h2 id="qui-titre" className="text-2xl font-bold">
        Qui sommes nous?
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {ARGUMENTS.map(({ icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <Icon name={icon} className="size-10 shrink-0 text-brand-600" />
            <div>
              <h3 className="text-lg font-bold">{title}</h3>
              <p className="mt-1">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link to="/a-propos" className="font-semibold text-brand-700 underline hover:no-underline">
          Découvrir notre histoire
        </Link>
      </p>
    </section>
  );
}
