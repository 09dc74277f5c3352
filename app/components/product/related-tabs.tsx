import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import type { RelatedProducts } from "../../lib/product-page-types.ts";
import { lazyModule, useLazySwap } from "../ui/lazy-module.ts";
import { onceNearScreen } from "../ui/near-screen.ts";
import {
  RELATED_LABEL,
  RELATED_TABS,
  RelatedGrid,
  type RelatedTab,
  TAB_CLASS,
  TAB_LIST_CLASS,
  TAB_PANEL_CLASS,
} from "./related-tab-parts.tsx";

/** Radix Tabs with its roving focus: about 3 KB gzip that only a visitor changing tab needs. */
const tabs = lazyModule(() => import("./related-tabs-radix.tsx"));

/**
 * SPEC §2: 'De la même collection' and 'De la même maison d'édition', 4 books each, a message when empty. The server
 * renders what Radix Tabs renders with the first tab selected; Radix Tabs downloads once the section nears the screen
 * or is pointed at or focused, and takes over when the visitor changes tab, with that tab selected and focused. Until
 * then the first panel's books stay mounted: a quick view open from one of them, or an add in progress, carries on.
 */
export function RelatedTabs({ related }: { related: RelatedProducts }) {
  const section = useRef<HTMLElement>(null);
  const chosen = useRef<RelatedTab | null>(null);
  const { swap, load } = useLazySwap(tabs, section, () => chosen.current);
  const id = useId();

  useEffect(() => {
    const element = section.current;
    if (!element || swap) return;
    return onceNearScreen(element, tabs.preload);
  }, [swap]);

  function choose(tab: RelatedTab) {
    chosen.current = tab;
    // The first tab is already the one shown: choosing it again changes nothing, as with Radix.
    if (tab !== RELATED_TABS[0].value) load();
  }

  /** Radix's keys on a tab (automatic activation): the arrows, Home and End move to a tab and select it. */
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = RELATED_TABS.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    const tab = target === undefined ? undefined : RELATED_TABS[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    const button = event.currentTarget.parentElement?.children[target];
    if (button instanceof HTMLElement) button.focus();
    choose(tab.value);
  }

  return (
    <section
      ref={section}
      aria-label={RELATED_LABEL}
      className="mt-12"
      onPointerEnter={tabs.preload}
      onFocus={tabs.preload}
    >
      {swap ? (
        <swap.module.RelatedTabsRadix related={related} initial={swap.handoff ?? RELATED_TABS[0].value} />
      ) : (
        // Radix Tabs' markup, element for element, so that the focus is found again in it after the swap.
        <div>
          <div role="tablist" aria-label={RELATED_LABEL} aria-orientation="horizontal" className={TAB_LIST_CLASS}>
            {RELATED_TABS.map((tab, index) => (
              <button
                key={tab.value}
                type="button"
                role="tab"
                id={`${id}-tab-${tab.value}`}
                aria-selected={index === 0}
                aria-controls={`${id}-panel-${tab.value}`}
                data-state={index === 0 ? "active" : "inactive"}
                tabIndex={index === 0 ? 0 : -1}
                className={TAB_CLASS}
                onClick={() => choose(tab.value)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.label}
              </button>
            ))}
          </div>
          {RELATED_TABS.map((tab, index) => (
            <div
              key={tab.value}
              role="tabpanel"
              id={`${id}-panel-${tab.value}`}
              aria-labelledby={`${id}-tab-${tab.value}`}
              hidden={index !== 0}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs pattern, a panel is a tab stop (as Radix renders it).
              tabIndex={0}
              className={TAB_PANEL_CLASS}
            >
              {index === 0 ? <RelatedGrid products={tab.books(related)} empty={tab.empty} /> : null}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
