import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { formatPrice } from "../../../core/format.ts";
import type { Suggestions } from "../../../server/catalogue/catalogue-index.ts";
import { Icon } from "../ui/icon.tsx";
import { SEARCH_PATH, SearchForm, searchQuery, searchTermOf } from "./predictive-search-parts.tsx";

/** Typing pauses shorter than this do not ask the server. */
const DEBOUNCE_MS = 150;
/** The catalogue suggests nothing for shorter text. */
const MIN_QUERY_LENGTH = 2;

type ProductOption = { href: string; product: Suggestions["products"][number] };

/**
 * The header search (docs/product.md §2, §5) as an ARIA 1.2 combobox suggesting books and categories as the visitor types.
 */
export function PredictiveSearchCombobox() {
  const navigate = useNavigate();
  const location = useLocation();
  const listboxId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => searchTermOf(location));
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [shownFor, setShownFor] = useState(location.key);
  if (location.key !== shownFor) {
    setShownFor(location.key);
    setExpanded(false);
    setActiveIndex(-1);
    if (location.pathname === SEARCH_PATH) setText(searchTermOf(location));
  }

  // Before hydration the visitor may already be in the field, and may have typed: React leaves a hydrated field's
  // value alone and fires no focus event for it, so both are taken over once. The caret stays where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const input = field.current;
    if (!input) return;
    if (input.value !== text) setText(input.value);
    if (input === document.activeElement) setExpanded(true);
  }, []);

  const query = searchQuery(text);

  // Asked only once the visitor is in the field: the search page's own term, shown in it, costs no request.
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (query.length < MIN_QUERY_LENGTH) {
      askedFor.current = null;
      setSuggestions(null);
      return;
    }
    if (!expanded || askedFor.current === query) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/suggestions?q=${encodeURIComponent(query)}`, {
          signal: controller.signal,
        });
        if (!response.ok) return;
        setSuggestions((await response.json()) as Suggestions);
        askedFor.current = query;
        setActiveIndex(-1);
      } catch {
        // Aborted by the next keystroke, or offline: the previous suggestions stay.
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, expanded]);

  const suggested = query.length >= MIN_QUERY_LENGTH ? suggestions : null;
  const productOptions: ProductOption[] =
    suggested?.products.map((product) => ({ href: `/produit/${product.handle}`, product })) ?? [];
  const categoryOptions = suggested?.categories ?? [];
  // The keys go through the books, then the categories: an option's index is its place in this list.
  const hrefs = [...productOptions, ...categoryOptions].map((option) => option.href);
  const showList = expanded && hrefs.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;
  /** What every suggestion link needs, books and categories alike; `index` is its place in `hrefs`. */
  const optionLinkProps = (index: number, href: string) => ({
    id: optionId(index),
    href,
    selected: index === activeIndex,
    onHover: () => setActiveIndex(index),
    onChoose: reset,
  });

  function close() {
    setExpanded(false);
    setActiveIndex(-1);
  }

  /** After a suggestion is chosen the field starts afresh. */
  function reset() {
    close();
    setText("");
  }

  function choose(href: string) {
    reset();
    navigate(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        if (hrefs.length === 0) return;
        event.preventDefault();
        setExpanded(true);
        setActiveIndex(showList ? (activeIndex + 1) % hrefs.length : 0);
        break;
      case "ArrowUp":
        if (!showList) return;
        event.preventDefault();
        setActiveIndex(activeIndex <= 0 ? hrefs.length - 1 : activeIndex - 1);
        break;
      case "Enter": {
        const href = showList ? hrefs[activeIndex] : undefined;
        if (!href) return; // no highlighted suggestion: the form submits the text
        event.preventDefault();
        choose(href);
        break;
      }
      case "Escape":
        if (!showList) return; // the search field's own Escape then clears the text
        event.preventDefault();
        close();
        break;
    }
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  }

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${listboxId}-${activeIndex}`)?.scrollIntoView({ block: "nearest" });
  }, [activeIndex, listboxId]);

  return (
    <SearchForm
      form={{ onBlur }}
      field={{
        ref: field,
        value: text,
        "aria-activedescendant": showList && activeIndex >= 0 ? optionId(activeIndex) : undefined,
        onChange: (event) => {
          setText(event.target.value);
          setExpanded(true);
        },
        onFocus: () => setExpanded(true),
        onKeyDown,
      }}
      listboxId={listboxId}
      showList={showList}
      status={showList ? announcement(hrefs.length) : ""}
      onSearch={close}
    >
      {productOptions.length > 0 ? (
        <SuggestionGroup label="Livres">
          {productOptions.map((option, index) => (
            <SuggestionLink key={option.href} {...optionLinkProps(index, option.href)}>
              {option.product.image ? (
                <img
                  src={option.product.image.url}
                  alt=""
                  width={40}
                  height={56}
                  className="h-14 w-10 shrink-0 rounded object-cover"
                />
              ) : (
                <Icon name="book-open" className="size-10 shrink-0 text-brand-500" />
              )}
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-semibold">{option.product.title}</span>
                <span className="text-sm">
                  {option.product.vendor} · {formatPrice(option.product.price)}
                </span>
              </span>
            </SuggestionLink>
          ))}
        </SuggestionGroup>
      ) : null}
      {categoryOptions.length > 0 ? (
        <SuggestionGroup label="Catégories">
          {categoryOptions.map((option, categoryIndex) => {
            const index = productOptions.length + categoryIndex;
            return (
              <SuggestionLink key={option.href} {...optionLinkProps(index, option.href)}>
                {option.label}
              </SuggestionLink>
            );
          })}
        </SuggestionGroup>
      ) : null}
    </SearchForm>
  );
}

function announcement(count: number): string {
  const plural = count > 1 ? "s" : "";
  return `${count} suggestion${plural} disponible${plural}`;
}

/** A named group of options with its visible heading, which screen readers skip (the group's name says it). */
function SuggestionGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group, not <fieldset>
    <div role="group" aria-label={label}>
      <div aria-hidden="true" className="px-3 py-1 text-xs font-bold tracking-wide text-brand-700 uppercase">
        {label}
      </div>
      {children}
    </div>
  );
}

/** An option is the link itself (ARIA allows role=option on a[href]): no interactive element nested in another. */
function SuggestionLink({
  id,
  href,
  selected,
  onHover,
  onChoose,
  children,
}: {
  id: string;
  href: string;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
  children: React.ReactNode;
}) {
  return (
    <Link
      id={id}
      to={href}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      onPointerMove={onHover}
      onClick={onChoose}
      className="flex items-center gap-3 rounded-xl px-3 py-2 aria-selected:bg-brand-50 aria-selected:outline-2 aria-selected:outline-brand-600"
    >
      {children}
    </Link>
  );
}
