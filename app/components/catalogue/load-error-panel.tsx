import { useRevalidator } from "react-router";
import { CATALOGUE_MESSAGES } from "../../../core/messages/catalogue.ts";
import { focusableDisabled } from "../ui/focusable-disabled.ts";

/** docs/product.md §2 age page error state: after the retries, a panel whose button loads the page again. */
export function LoadErrorPanel() {
  const revalidator = useRevalidator();
  return (
    <div role="alert" className="mx-auto my-12 max-w-md rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <h1 className="text-2xl font-bold text-red-900">{CATALOGUE_MESSAGES.loadErrorPanel}</h1>
      <p className="mt-2">{CATALOGUE_MESSAGES.loadFailedDescription}</p>
      <button
        type="button"
        {...focusableDisabled(revalidator.state === "loading", () => void revalidator.revalidate())}
        className="mt-4 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-60"
      >
        {CATALOGUE_MESSAGES.retry}
      </button>
    </div>
  );
}
