import { Link } from "react-router";
import { SEARCH_MESSAGES } from "../../../core/messages/search.ts";
import type { SearchSummary } from "../../lib/catalogue/search-summary.ts";
import { Icon } from "../ui/icon.tsx";

/**
 * How the search read a parent's words (decision 036): each understood part a link that undoes it (no JavaScript
 * needed), then what it had to let go of, in plain French.
 */
export function SearchUnderstanding({ summary }: { summary: SearchSummary }) {
  if (summary.chips.length === 0 && summary.notes.length === 0) return null;
  return (
    <div className="mt-3 flex flex-col gap-2">
      {summary.chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{SEARCH_MESSAGES.understoodHeading}</span>
          <ul className="flex flex-wrap gap-2">
            {summary.chips.map((chip) => (
              <li key={chip.label}>
                <Link
                  to={chip.href}
                  aria-label={chip.removeLabel}
                  className="inline-flex items-center gap-1 rounded-full border-2 border-brand-600 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100"
                >
                  {chip.label}
                  <Icon name="x" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {summary.notes.map((note) => (
        <p key={note} className="text-brand-900">
          {note}
        </p>
      ))}
    </div>
  );
}
