import { useEffect, useState } from "react";
import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";

export type FavouriteStatus = "available" | "unavailable" | "gone";

/**
 * Favourites are copies kept in the browser: this asks the server which of them left the catalogue or sold out since,
 * so the page shows them as unavailable. Until it answers (or if it cannot), the stored state is shown.
 */
export function useFavouriteAvailability(items: ProductCardData[], enabled: boolean): Map<string, FavouriteStatus> {
  const [statuses, setStatuses] = useState(new Map<string, FavouriteStatus>());
  const handles = items.map((item) => item.handle).join("\n");
  useEffect(() => {
    if (!enabled || handles === "") return;
    const controller = new AbortController();
    fetch("/api/availability", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ handles: handles.split("\n") }),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) return null;
        // The schema (and zod) load with the answer, not with the page.
        const [json, { availabilityAnswerSchema }] = await Promise.all([
          response.json(),
          import("../../../core/catalogue/catalogue-schemas.ts"),
        ]);
        return availabilityAnswerSchema.safeParse(json);
      })
      .then((answer) => {
        if (!answer?.success) return;
        const next = new Map<string, FavouriteStatus>();
        for (const handle of answer.data.unavailable) next.set(handle, "unavailable");
        for (const handle of answer.data.gone) next.set(handle, "gone");
        setStatuses(next);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [handles, enabled]);
  return statuses;
}
