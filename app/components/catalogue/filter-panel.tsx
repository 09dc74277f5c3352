import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { GRADES_PAGE_PATH } from "../../../core/catalogue/condition-grades.ts";
import { type ListingParams, PARAM } from "../../../core/catalogue/listing-params.ts";
import type { AgeFacet, FacetValue, Listing } from "../../../server/catalogue/listing.ts";
import { keyRunNavigation } from "../../lib/catalogue/key-run-navigation.ts";
import { type ListingAddress, listingHref } from "../../lib/catalogue/listing-url.ts";
import { ListingForm } from "./listing-form.tsx";
import { PriceFilter } from "./price-filter.tsx";

const PUBLISHERS_SHOWN = 10;
const PUBLISHERS_EXPANDED = 20;

type Props = {
  listing: Pick<Listing, "priceCeiling" | "facets">;
  params: ListingParams;
  address: ListingAddress;
  showAges: boolean;
};

/** The left-hand filters of a listing (docs/product.md §2): price, grades (decision 019), publishers, ages and school levels. */
export function FilterPanel({ listing, params, address, showAges }: Props) {
  const navigate = useNavigate();
  const { search } = address;
  const go = (changes: Parameters<typeof listingHref>[2]) => navigate(listingHref(address.path, search, changes));
  // `navigate` is stable in framework mode: the run outlives renders, as the history entries it counts do.
  const [priceNavigation] = useState(() =>
    keyRunNavigation((href, replace) => navigate(href, { replace }), isCurrentAddress),
  );
  const toggle = (list: string[], slug: string) =>
    list.includes(slug) ? list.filter((item) => item !== slug) : [...list, slug];

  return (
    <aside aria-label="Filtres" className="space-y-6">
      <PriceFilter
        ceiling={listing.priceCeiling}
        min={params.priceMin}
        max={params.priceMax}
        address={address}
        onCommit={([min, max], by) => {
          const href = listingHref(address.path, search, {
            priceMin: min > 0 ? min : null,
            priceMax: max < listing.priceCeiling ? max : null,
          });
          if (by === "key") priceNavigation.keyed(href);
          else priceNavigation.released(href);
        }}
      />
      <GradeFilter
        values={listing.facets.grades}
        selected={params.grades}
        address={address}
        onToggle={(slug) => go({ grades: toggle(params.grades, slug) })}
      />
      <PublisherFilter
        values={listing.facets.publishers}
        selected={params.publishers}
        onToggle={(slug) => go({ publishers: toggle(params.publishers, slug) })}
      />
      {showAges ? (
        <AgeFilter
          ages={listing.facets.ages}
          showLevels={listing.facets.showLevels}
          selectedAges={params.ages}
          selectedLevels={params.levels}
          onToggleAge={(slug) => go({ ages: toggle(params.ages, slug) })}
          onToggleLevel={(slug) => go({ levels: toggle(params.levels, slug) })}
        />
      ) : null}
    </aside>
  );
}

/**
 * The grades with their counts. Its own GET form, like the sort select, so that it also works without JavaScript:
 * the other parameters ride along as hidden fields and a « Filtrer » button appears only then.
 */
function GradeFilter(props: {
  values: FacetValue[];
  selected: string[];
  address: ListingAddress;
  onToggle: (slug: string) => void;
}) {
  return (
    <ListingForm address={props.address} except={[PARAM.grades, PARAM.page]}>
      <fieldset>
        <legend className="mb-2 font-bold">État</legend>
        <FacetChecks
          values={props.values}
          selected={props.selected}
          onToggle={props.onToggle}
          fieldName={PARAM.grades}
        />
        <noscript>
          <button type="submit" className="mt-2 rounded-lg border px-3 py-1 text-sm">
            Filtrer par état
          </button>
        </noscript>
        <Link to={GRADES_PAGE_PATH} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          Ce que veut dire chaque état
        </Link>
      </fieldset>
    </ListingForm>
  );
}

function PublisherFilter(props: { values: FacetValue[]; selected: string[]; onToggle: (slug: string) => void }) {
  const [expanded, setExpanded] = useState(false);
  if (props.values.length === 0) return null;
  const shown = props.values.slice(0, expanded ? PUBLISHERS_EXPANDED : PUBLISHERS_SHOWN);
  return (
    <fieldset>
      <legend className="mb-2 font-bold">Éditeurs</legend>
      <FacetChecks values={shown} selected={props.selected} onToggle={props.onToggle} />
      {props.values.length > PUBLISHERS_SHOWN ? (
        <button
          type="button"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          className="mt-2 text-sm font-semibold text-brand-700 underline"
        >
          {expanded ? "Voir moins" : "Voir plus"}
        </button>
      ) : null}
    </fieldset>
  );
}

function AgeFilter(props: {
  ages: AgeFacet[];
  showLevels: boolean;
  selectedAges: string[];
  selectedLevels: string[];
  onToggleAge: (slug: string) => void;
  onToggleLevel: (slug: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-bold">Âge</legend>
      <FacetChecks
        values={props.ages}
        selected={props.selectedAges}
        onToggle={props.onToggleAge}
        below={(age) =>
          props.showLevels && age.levels.length > 0 ? (
            <FacetChecks
              values={age.levels}
              selected={props.selectedLevels}
              onToggle={props.onToggleLevel}
              className="mt-1 ml-6"
              label={`Niveaux scolaires ${age.label}`}
            />
          ) : null
        }
      />
    </fieldset>
  );
}

/** A facet's values as a list of checkboxes with their counts, and what a value shows below it (ages: their levels). */
function FacetChecks<F extends FacetValue>(props: {
  values: F[];
  selected: string[];
  onToggle: (slug: string) => void;
  /** Submitted by a form that works without JavaScript. */
  fieldName?: string;
  className?: string;
  label?: string;
  below?: (facet: F) => React.ReactNode;
}) {
  return (
    <ul className={`space-y-1 ${props.className ?? ""}`} aria-label={props.label}>
      {props.values.map((facet) => (
        <li key={facet.slug}>
          <Check
            label={facet.label}
            count={facet.count}
            checked={props.selected.includes(facet.slug)}
            onChange={() => props.onToggle(facet.slug)}
            field={props.fieldName ? { name: props.fieldName, value: facet.slug } : undefined}
          />
          {props.below?.(facet)}
        </li>
      ))}
    </ul>
  );
}

function Check(props: {
  label: string;
  count: number;
  checked: boolean;
  onChange: () => void;
  /** Name and value submitted by a form that works without JavaScript. */
  field?: { name: string; value: string } | undefined;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={props.onChange}
        {...props.field}
        className="size-4 accent-brand-600"
      />
      <span>{props.label}</span>
      <span className="ml-auto text-xs text-brand-700">({props.count})</span>
    </label>
  );
}

/** Whether the browser shows this address now: read when a navigation lands, before React has rendered it. */
function isCurrentAddress(href: string): boolean {
  const url = new URL(href, window.location.href);
  return url.pathname === window.location.pathname && url.search === window.location.search;
}
