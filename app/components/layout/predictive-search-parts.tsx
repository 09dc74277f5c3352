import { type ComponentProps, type ReactNode, useId } from "react";
import { useNavigate } from "react-router";
import { SEARCH_TERM_MAX_LENGTH } from "../../../core/shop-constants.ts";
import { Icon } from "../ui/icon.tsx";

export const SEARCH_PATH = "/recherche";

/**
 * The term the search page shows in the field, as its loader reads it (trimmed, cut to what the catalogue reads); ''
 * on every other page. Never the address as typed: a kept page is shared by every address that means it.
 */
export function searchTermOf(location: { pathname: string; search: string }): string {
  return location.pathname.replace(/\/+$/, "").toLowerCase() === SEARCH_PATH
    ? searchQuery(new URLSearchParams(location.search).get("q") ?? "")
    : "";
}

/** docs/product.md §5: the text the visitor typed, trimmed, as much of it as the catalogue reads. */
export function searchQuery(text: string): string {
  return text.trim().slice(0, SEARCH_TERM_MAX_LENGTH);
}

/**
 * The header search form as both the server-rendered stand-in (`predictive-search.tsx`) and the combobox that takes
 * it over (`predictive-search-combobox.tsx`) render it, element for element: the swap changes nothing on screen and
 * the field keeps its place, where the focus is found again. A GET form to /recherche that works without JavaScript;
 * with it, a search navigates on the client, blank text ignored, trimmed and URL-encoded (docs/product.md §5).
 */
export function SearchForm({
  form,
  field,
  listboxId,
  showList,
  status = "",
  onSearch,
  children,
}: {
  /** The form's own handlers: the stand-in's intent, the combobox's blur. */
  form?: ComponentProps<"form">;
  /** The field's value, ref, handlers and active option. */
  field: ComponentProps<"input">;
  listboxId: string;
  showList: boolean;
  /** What a screen reader hears about the suggestions. */
  status?: string;
  /** Before the search page opens. */
  onSearch?: () => void;
  /** The listbox's groups of options. */
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const inputId = useId();
  return (
    <form
      {...form}
      method="get"
      action={SEARCH_PATH}
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        const query = searchQuery(String(new FormData(event.currentTarget).get("q") ?? ""));
        if (query === "") return;
        onSearch?.();
        navigate(`${SEARCH_PATH}?q=${encodeURIComponent(query)}`);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Rechercher un livre
      </label>
      <input
        {...field}
        id={inputId}
        type="search"
        name="q"
        placeholder="Rechercher..."
        maxLength={SEARCH_TERM_MAX_LENGTH}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        className="w-full rounded-full border border-brand-100 bg-brand-50 py-2 pr-11 pl-4"
      />
      <button
        type="submit"
        aria-label="Lancer la recherche"
        className="absolute top-0.5 right-1 rounded-full p-1.5 text-brand-600 hover:bg-brand-100"
      >
        <Icon name="search" className="size-5" />
      </button>
      <div
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!showList}
        // Keeps focus in the field while an option is clicked, so the list is still there when the click lands.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-brand-100 bg-white p-2 shadow-xl"
      >
        {children}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  );
}
