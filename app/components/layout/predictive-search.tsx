import { PredictiveSearchCombobox } from "./predictive-search-combobox.tsx";

/**
 * The header search (docs/product.md §2, §5): the combobox, rendered by the server as a GET form to /recherche that works
 * without JavaScript, and hydrated with the page.
 */
export function PredictiveSearch({ className = "" }: { className?: string }) {
  return (
    <search className={className}>
      <PredictiveSearchCombobox />
    </search>
  );
}
