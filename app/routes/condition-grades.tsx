import { Link } from "react-router";
import { CONDITION_GRADES, type ConditionGrade, GRADES_PAGE_PATH } from "../../core/catalogue/condition-grades.ts";
import { InfoPage, InfoSection } from "../components/info/info-page.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { CHECKS_ON_EVERY_COPY, GRADE_CRITERIA } from "../lib/info-pages/grade-glossary.ts";
import { infoPageMeta } from "../lib/info-pages/info-meta.ts";
import type { Route } from "./+types/condition-grades";

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(matches, {
    title: "Les états de nos livres",
    description:
      "Très bon état, bon état, état correct : ce que nous vérifions sur chaque livre jeunesse et ce que chaque état permet (gribouillages, prénom, rabats, autocollants, sons).",
    path: GRADES_PAGE_PATH,
  });

/** The glossary of the three grades (decision 019), linked from every grade the shop shows. */
export default function ConditionGradesPage() {
  return (
    <InfoPage
      title="Les états de nos livres"
      lead={
        <p>
          Nos livres ont déjà eu une première vie. Chacun est contrôlé puis classé dans l'un de nos trois états, indiqué
          sur sa fiche pour chaque exemplaire : vous savez ce que vous recevez avant de commander.
        </p>
      }
    >
      <InfoSection id="controles" title="Ce que nous vérifions sur chaque livre">
        <ul className="list-disc space-y-1 pl-6">
          {CHECKS_ON_EVERY_COPY.map((check) => (
            <li key={check}>{check}</li>
          ))}
        </ul>
        <p>
          Un livre qui n'atteint pas l'état correct n'est pas mis en vente. Notre méthode est détaillée sur la page{" "}
          <Link to="/reconditionnement" className="font-semibold text-brand-700 underline">
            Notre reconditionnement
          </Link>
          .
        </p>
      </InfoSection>
      {CONDITION_GRADES.map((grade) => (
        <GradeSection key={grade.slug} grade={grade} />
      ))}
    </InfoPage>
  );
}

function GradeSection({ grade }: { grade: ConditionGrade }) {
  return (
    <section id={grade.slug} aria-labelledby={`${grade.slug}-titre`} className="scroll-mt-24">
      <h2 id={`${grade.slug}-titre`} className="text-2xl font-bold text-brand-700">
        {grade.label}
      </h2>
      <p className="mt-2">
        {grade.summary} <strong className={grade.giftable ? "text-green-900" : undefined}>{grade.use}</strong>
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
        {GRADE_CRITERIA.map(({ criterion, byGrade }) => (
          <div key={criterion} className="contents">
            <dt className="font-semibold">{criterion}</dt>
            <dd>{byGrade[grade.slug]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
