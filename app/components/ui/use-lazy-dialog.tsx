import { type ComponentType, lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { lazyModule } from "./lazy-module.ts";

/**
 * A dialog whose code loads when it is first wanted: the page ships a plain button, and Radix Dialog with its focus
 * trap and scroll lock (about 10 KB gzip) arrives on hover, focus or click. `load` must be a stable module-level
 * import so that every button of a kind shares one chunk.
 */
export function lazyDialog<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const { prefetch, preload } = lazyModule(load);
  // React.lazy needs the promise that fails; hover and focus only start the download (a failure retries on click).
  const LazyPanel = lazy(prefetch);
  /** The dialog, rendered as nothing until its code has arrived. */
  function Panel(props: Props) {
    return (
      <Suspense fallback={null}>
        <LazyPanel {...props} />
      </Suspense>
    );
  }
  return { Panel, preload };
}

/**
 * Open state and trigger wiring for a lazily loaded dialog: download on intent, close on any navigation, and focus
 * back on the trigger once the dialog is gone (it was not there when the dialog mounted, so Radix cannot do it).
 *
 * `linkTriggerProps` go on a link to a page that does the dialog's job: a tap before hydration (or a middle click, or
 * a click with a modifier key) goes there instead of being lost; once hydrated, a plain click opens the dialog.
 */
export function useLazyDialog(preload: () => void) {
  const [open, setOpen] = useState(false);
  // One ref for either trigger, a button or a link.
  const trigger = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const wasOpen = useRef(false);
  const location = useLocation();
  const [shownFor, setShownFor] = useState(location.key);
  // Any navigation closes the dialog (back button included), adjusted during render rather than in an effect.
  if (location.key !== shownFor) {
    setShownFor(location.key);
    setOpen(false);
  }
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open]);

  const shared = {
    ref: trigger,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    onPointerEnter: preload,
    onFocus: preload,
  };
  return {
    open,
    setOpen,
    triggerProps: { ...shared, type: "button" as const, onClick: () => setOpen(true) },
    linkTriggerProps: {
      ...shared,
      onClick: (event: MouseEvent) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        setOpen(true);
      },
    },
  };
}
