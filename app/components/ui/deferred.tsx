import {
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { ClientInstrumentation } from "react-router";
import { replayEarlyTaps } from "../../lib/early-taps.ts";
import type { DeferredPart } from "./deferred-part.ts";
import { onceNearScreen } from "./near-screen.ts";

/**
 * A part still showing its server HTML: its code's download, and the taps on its buttons kept meanwhile. Lost: the
 * code could not be had when the page needed it, and the HTML stays without it.
 */
type PendingPart = { part: DeferredPart<unknown>; taps: HTMLButtonElement[]; lost: boolean };

const pendingParts = new Map<HTMLElement, PendingPart>();
/** Set once the page's first render has been committed: a part mounted after it was drawn on the client. */
let pageHydrated = false;
let listening = false;

/**
 * React drops a click on a part it has not hydrated yet. A tap on one of its buttons is kept instead, and its code
 * fetched at once; the part clicks the button again once it has hydrated. Links and submit buttons are left to the
 * browser: they work without JavaScript.
 */
function keepTap(event: MouseEvent) {
  // Untrusted clicks too: the taps kept before hydration (app/lib/early-taps.ts) are replayed with button.click().
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (button?.type !== "button") return;
  for (const [wrapper, pending] of pendingParts) {
    if (!wrapper.contains(button)) continue;
    event.preventDefault();
    event.stopImmediatePropagation();
    // As React Router does for a route whose code is gone: the page is loaded again, with the code of the day.
    if (pending.lost) return location.reload();
    pending.taps.push(button);
    pending.part.start();
    return;
  }
}

/** A visitor pressing a key or pointing down may be about to navigate: the code of every waiting part is fetched. */
function startPendingParts() {
  for (const pending of pendingParts.values()) pending.part.start();
}

/**
 * React commits no router update (a transition that changes the router's context) while a part below that context
 * still waits for its code: a navigation or a revalidation that no key or tap started (a catalogue change pushed by
 * the server) would never show, and one whose part cannot be had (a new deployment) would hang. The router's every
 * operation therefore needs every waiting part.
 */
function needPendingParts() {
  for (const pending of pendingParts.values()) pending.part.need();
}

async function needPartsThen(handler: () => Promise<unknown>): Promise<void> {
  needPendingParts();
  await handler();
}

/** Given to `<HydratedRouter instrumentations>`: every navigation, fetcher, loader and action needs waiting parts. */
export const needDeferredPartsWithRouter: ClientInstrumentation = {
  router: (router) => router.instrument({ navigate: needPartsThen, fetch: needPartsThen }),
  route: (route) => route.instrument({ loader: needPartsThen, action: needPartsThen }),
};

function listenOnce() {
  if (listening) return;
  listening = true;
  // On window, in the capture phase: before React's own listener on the document.
  addEventListener("click", keepTap, true);
  addEventListener("pointerdown", startPendingParts, true);
  addEventListener("keydown", startPendingParts, true);
  // A hash changed in the address bar: a router update that no press on the page and no router navigate started.
  addEventListener("popstate", needPendingParts);
}

type DeferredProps<M, P> = {
  part: DeferredPart<M>;
  /** Given to `render`; must keep its identity from render to render (loader data), see below. */
  props: P;
  render: (module: M, props: P) => ReactNode;
  /**
   * What starts the download: the part nearing the screen (the default), or the visitor's first key or pointer press
   * anywhere (a control always on screen that few visits use).
   */
  when?: "near-screen" | "intent";
};

/**
 * A part of the page whose code is downloaded, and whose server HTML is hydrated, only once it is needed: by default
 * when it nears the screen (issue 8: first-load JavaScript; docs/decisions/012). Until then React leaves its server
 * HTML as it is. A part that receives new props before then is drawn again without it, so its code is then fetched
 * at once.
 */
export const Deferred = memo(function Deferred<M, P>({
  part,
  props,
  render,
  when = "near-screen",
}: DeferredProps<M, P>) {
  const wrapper = useRef<HTMLDivElement>(null);
  const hydrated = useRef(false);
  // Mounted by a navigation on the client, the part has no server HTML to keep: its code is needed now.
  const [drawnOnClient] = useState(() => pageHydrated);
  const [firstProps] = useState(props);
  if (drawnOnClient || props !== firstProps) part.need();
  // A copy of the part's server HTML, put back as it is once its code is known to be gone.
  const [keptCopy, setKeptCopy] = useState<Node | null>(null);

  useEffect(
    () =>
      part.onLost(() => {
        const element = wrapper.current;
        if (!element || hydrated.current) return;
        const pending = pendingParts.get(element);
        if (pending) pending.lost = true;
        // Set before the part's promise settles empty: React drops the waiting boundary instead of hydrating it
        // against nothing, and the copy put back keeps what the visitor saw (its links still lead where they said).
        setKeptCopy(element.cloneNode(true));
      }),
    [part],
  );

  useEffect(() => {
    pageHydrated = true;
    const element = wrapper.current;
    if (!element || hydrated.current) return;
    listenOnce();
    pendingParts.set(element, { part, taps: [], lost: false });
    const stopWatching = when === "near-screen" ? onceNearScreen(element, part.start) : undefined;
    return () => {
      stopWatching?.();
      pendingParts.delete(element);
    };
  }, [part, when]);

  useLayoutEffect(() => {
    // A copy of the copy: drawn again (a development double run), the wrapper still gets the whole part.
    if (keptCopy) wrapper.current?.replaceChildren(...keptCopy.cloneNode(true).childNodes);
  }, [keptCopy]);

  // React leaves alone the nodes it did not draw: the copy stays until the page is left.
  if (keptCopy) return <div ref={wrapper} />;
  return (
    <div ref={wrapper}>
      <Suspense fallback={null}>
        <Part part={part} props={props} render={render} wrapper={wrapper} hydrated={hydrated} />
      </Suspense>
    </div>
  );
}) as <M, P>(props: DeferredProps<M, P>) => ReactNode;

function Part<M, P>({
  part,
  props,
  render,
  wrapper,
  hydrated,
}: Pick<DeferredProps<M, P>, "part" | "props" | "render"> & {
  wrapper: RefObject<HTMLDivElement | null>;
  hydrated: RefObject<boolean>;
}) {
  const module = use(part.promise);
  useEffect(() => {
    // Runs once React holds the part's HTML: its buttons answer from now on.
    hydrated.current = true;
    const element = wrapper.current;
    const pending = element ? pendingParts.get(element) : undefined;
    if (!element || !pending) return;
    pendingParts.delete(element);
    replayEarlyTaps(pending.taps);
  }, [wrapper, hydrated]);
  // Drawn on the client and its code gone: the page goes on without the part.
  if (module === null) return null;
  return render(module, props);
}
