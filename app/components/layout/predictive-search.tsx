import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { lazyModule, useLazySwap } from "../ui/lazy-module.ts";
import { SEARCH_PATH, SearchForm, searchTermOf } from "./predictive-search-parts.tsx";

/** Suggestions, listbox and keys: about 2 KB gzip that only a visitor reaching for the search needs. */
const combobox = lazyModule(() => import("./predictive-search-combobox.tsx"));

/**
 * The header search (SPEC §2, §5) as the server renders it: the combobox's form with an empty list, a GET form to
 * /recherche that works without JavaScript. The combobox of `predictive-search-combobox.tsx` downloads when a pointer
 * or the focus enters the form, and takes over with the text typed meanwhile, the caret and the focus; its
 * suggestions then come for that text.
 */
export function PredictiveSearch({ className = "" }: { className?: string }) {
  const container = useRef<HTMLElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const location = useLocation();
  // The field itself, read by the combobox as it renders in its place: text typed up to the swap is kept.
  const { swap, load } = useLazySwap(combobox, container, () => field.current);

  // Focused before hydration: the visitor is already reaching for the search.
  useEffect(() => {
    if (container.current?.contains(document.activeElement)) load();
  }, [load]);

  // Uncontrolled, so that text typed before hydration stays; the search page still shows its term after a client-side
  // navigation, as the combobox does, and other pages leave the text alone.
  const [initialText] = useState(() => searchTermOf(location));
  const shownFor = useRef(location.key);
  useEffect(() => {
    if (location.key === shownFor.current) return;
    shownFor.current = location.key;
    if (field.current && location.pathname === SEARCH_PATH) field.current.value = searchTermOf(location);
  }, [location]);

  return (
    <search ref={container} className={className}>
      {swap ? (
        <swap.module.PredictiveSearchCombobox standIn={swap.handoff} />
      ) : (
        <SearchForm
          form={{ onPointerEnter: load, onFocus: load }}
          field={{ ref: field, defaultValue: initialText }}
          listboxId={listboxId}
          showList={false}
        />
      )}
    </search>
  );
}
