import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterDemand } from "./toast.ts";

/** Sonner's Toaster as the shop sets it; tells the toast module it is listening (its effect runs after Toaster's). */
export default function ShopToaster() {
  useEffect(() => toasterDemand.ready(), []);
  return <Toaster position="top-center" theme="system" richColors closeButton />;
}
