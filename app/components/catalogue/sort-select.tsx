import { useNavigate } from "react-router";
import { PARAM, SORT_OPTIONS, type SortKey } from "../../../core/catalogue/listing-params.ts";
import { type ListingAddress, listingHref } from "../../lib/catalogue/listing-url.ts";
import { ListingForm } from "./listing-form.tsx";

/** Native select: works with the keyboard and, through its form, without JavaScript. */
export function SortSelect({
  value,
  address,
  searchPage,
}: {
  value: SortKey;
  address: ListingAddress;
  searchPage: boolean;
}) {
  const navigate = useNavigate();
  return (
    <ListingForm address={address} except={[PARAM.sort, PARAM.page]} className="flex items-center gap-2">
      <label htmlFor="tri" className="text-sm font-semibold">
        Trier par
      </label>
      <select
        id="tri"
        name={PARAM.sort}
        value={value}
        onChange={(event) => navigate(listingHref(address.path, address.search, { sort: event.currentTarget.value }))}
        className="rounded-lg border border-brand-100 bg-white px-3 py-2"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.value === "featured" && !searchPage ? "En vedette" : option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-lg border px-3 py-2">
          Trier
        </button>
      </noscript>
    </ListingForm>
  );
}
