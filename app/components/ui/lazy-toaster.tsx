import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterDemand } from "./toast.ts";

const ShopToaster = lazy(() => import("./shop-toaster.tsx"));

/** Mounts the Toaster once the first toast is asked for (see toast.ts); renders nothing before. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ShopToaster />
    </Suspense>
  );
}
