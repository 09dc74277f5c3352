import { useEffect, useState } from "react";

type PersistApi = { hasHydrated(): boolean; onFinishHydration(listener: () => void): () => void };

/** Whether a persisted store has read local storage yet: until then, show neither its content nor an empty state. */
export function useHydratedStore(persist: PersistApi): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(persist.hasHydrated());
    return persist.onFinishHydration(() => setHydrated(true));
  }, [persist]);
  return hydrated;
}
