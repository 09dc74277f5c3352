import { Link } from "react-router";
import { type ConditionGrade, gradeHref } from "../../../core/catalogue/condition-grades.ts";

/** The grade of the copy shown, what it means, whether it suits a gift, and the page that explains every grade. */
export function GradeNote({ grade }: { grade: ConditionGrade }) {
  return (
    <div className="rounded-lg bg-brand-50 px-4 py-3 text-sm">
      <p>
        État de cet exemplaire : <strong>{grade.label}</strong>
        {grade.giftable ? (
          <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-900">
            Idéal pour offrir
          </span>
        ) : null}
      </p>
      <p className="mt-1">
        {grade.summary} {grade.giftable ? null : grade.use}{" "}
        <Link to={gradeHref(grade)} className="font-semibold text-brand-700 underline">
          Ce que veut dire « {grade.label} »
        </Link>
      </p>
    </div>
  );
}
