import { memo, type RefObject, startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { SUBJECTS, type TaxonomyEntry } from "../../../core/catalogue/taxonomy.ts";
import { SUBJECT_ROW_COUNT } from "../../../core/shop-constants.ts";
import { splitIntoRows, subjectRowSpeed } from "../../lib/home/home-carousels.ts";
import { usePrefersReducedMotion } from "../../lib/home/use-prefers-reduced-motion.ts";
import { Icon } from "../ui/icon.tsx";
import type { CarouselPlugin } from "./carousel-types.ts";
import { HomeSection } from "./home-section.tsx";
import { useLazyEmbla } from "./use-lazy-embla.ts";

const ROWS = splitIntoRows(SUBJECTS, SUBJECT_ROW_COUNT);
const ROW_OPTIONS = { loop: true, dragFree: true, align: "start" } as const;

/**
 * 'Sélection par sujet': three rows of subject chips scrolling on their own (docs/product.md §2, §9). They stand still under
 * `prefers-reduced-motion: reduce`, while hovered or focused, when the visitor presses the pause button, and while
 * they are off the screen (their motion redrew the page every frame, for nobody: a phone's battery paid for it).
 */
export function SubjectSection() {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  return (
    <HomeSection
      belowFold
      id="sujets-titre"
      title="Sélection par sujet"
      action={
        reducedMotion ? null : (
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            className="flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {paused ? <Icon name="play" className="size-4" /> : <Icon name="pause" className="size-4" />}
            {paused ? "Relancer le défilement des sujets" : "Mettre en pause le défilement des sujets"}
          </button>
        )
      }
    >
      <div className="space-y-3">
        {ROWS.map((subjects, rowIndex) => (
          <SubjectRow
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed; their index is their identity.
            key={rowIndex}
            subjects={subjects}
            rowIndex={rowIndex}
            reducedMotion={reducedMotion}
            paused={paused}
          />
        ))}
      </div>
    </HomeSection>
  );
}

function SubjectRow({
  subjects,
  rowIndex,
  reducedMotion,
  paused,
}: {
  subjects: readonly TaxonomyEntry[];
  rowIndex: number;
  reducedMotion: boolean;
  paused: boolean;
}) {
  const plugins = useMemo<CarouselPlugin[]>(
    () =>
      reducedMotion
        ? []
        : [
            {
              kind: "autoScroll",
              options: {
                speed: subjectRowSpeed(rowIndex),
                playOnInit: false,
                stopOnInteraction: true,
                stopOnMouseEnter: false,
                stopOnFocusIn: false,
              },
            },
          ],
    [reducedMotion, rowIndex],
  );
  const [viewportRef, api] = useLazyEmbla(ROW_OPTIONS, plugins);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  // A ref, not state: a state set from a ref callback is a synchronous update at the end of hydration.
  const row = useRef<HTMLElement | null>(null);
  const onScreen = useOnScreen(row);
  // Stable, or React would detach and attach the ref, and restart Embla, on every render.
  const rowRef = useCallback(
    (element: HTMLElement | null) => {
      row.current = element;
      return viewportRef(element);
    },
    [viewportRef],
  );
  const running = !reducedMotion && !paused && !hovered && !focused && !dragging && onScreen;

  useEffect(() => {
    if (!api) return;
    const apply = () => {
      const autoScroll = api.plugins().autoScroll;
      if (!autoScroll) return;
      if (running) autoScroll.play();
      else autoScroll.stop();
    };
    const dragStart = () => setDragging(true);
    const dragEnd = () => setDragging(false);
    apply();
    // A resize re-initialises Embla and its plugins: apply the wanted state again.
    api.on("reInit", apply).on("pointerDown", dragStart).on("pointerUp", dragEnd);
    return () => {
      api.off("reInit", apply).off("pointerDown", dragStart).off("pointerUp", dragEnd);
    };
  }, [api, running]);

  // Where it may move, the row is shown twice so the loop always has more chips than the screen is wide; the copy is
  // hidden from assistive technologies and out of the tab order. The server sends the row once: the copy only serves
  // the motion, which needs JavaScript (37 links, a tenth of the home page's markup). It is rendered as a transition, in
  // short pieces the browser can interleave with a tap, not in one task.
  const [looping, setLooping] = useState(false);
  useEffect(() => {
    if (!reducedMotion) startTransition(() => setLooping(true));
  }, [reducedMotion]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing a row only pauses it; the links are the targets.
    <div
      ref={rowRef}
      className="overflow-hidden"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <SubjectChips subjects={subjects} rowIndex={rowIndex} looping={looping} />
    </div>
  );
}

/** A row's chips, and their hidden copy while it loops; left alone when only the row's motion state changes. */
const SubjectChips = memo(function SubjectChips({
  subjects,
  rowIndex,
  looping,
}: {
  subjects: readonly TaxonomyEntry[];
  rowIndex: number;
  looping: boolean;
}) {
  const chips = [
    ...subjects.map((subject) => ({ subject, copy: false })),
    ...(looping ? subjects.map((subject) => ({ subject, copy: true })) : []),
  ];
  return (
    <ul className="flex touch-pan-y touch-pinch-zoom" aria-label={`Sujets, rangée ${rowIndex + 1}`}>
      {chips.map(({ subject, copy }) => (
        <li
          key={`${copy ? "copie-" : ""}${subject.slug}`}
          className="shrink-0 grow-0 pr-3"
          aria-hidden={copy || undefined}
        >
          <Link
            to={`/categorie/${subject.slug}`}
            tabIndex={copy ? -1 : undefined}
            className="block whitespace-nowrap rounded-full border border-brand-100 bg-white px-5 py-2.5 font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
          >
            {subject.label}
          </Link>
        </li>
      ))}
    </ul>
  );
});

/** Whether the element shows on the screen; false until the browser has said so. The element stays while mounted. */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
