/**
 * The shop's toasts (Sonner), loaded with the first one: most visits show none, and the library is about 9 KB gzip
 * of first-load JavaScript. The Toaster is mounted first, then the toast sent, so that its live region exists before
 * the message appears and screen readers announce it.
 */
type ToastKind = "success" | "error" | "warning" | "info";
type ToastOptions = { description?: string };

let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** For LazyToaster: whether a toast has been asked for yet, and a way to hear when one is. */
export const toasterDemand = {
  wanted: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the mounted Toaster: queued toasts may now be shown. */
  ready: () => markReady(),
};

function show(kind: ToastKind, title: string, options?: ToastOptions) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void ready
    .then(() => import("sonner"))
    .then(({ toast }) => toast[kind](title, options))
    .catch(() => {
      // The toast library could not be downloaded (offline): the page itself still shows the outcome.
    });
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
  warning: (title: string, options?: ToastOptions) => show("warning", title, options),
  info: (title: string, options?: ToastOptions) => show("info", title, options),
};
