import { Tabs } from "radix-ui";
import type { RelatedProducts } from "../../lib/product-page-types.ts";
import {
  RELATED_LABEL,
  RELATED_TABS,
  RelatedGrid,
  type RelatedTab,
  TAB_CLASS,
  TAB_LIST_CLASS,
  TAB_PANEL_CLASS,
} from "./related-tab-parts.tsx";

/** Radix Tabs for the related books, loaded when the visitor first changes tab (`related-tabs.tsx`). */
export function RelatedTabsRadix({ related, initial }: { related: RelatedProducts; initial: RelatedTab }) {
  return (
    <Tabs.Root defaultValue={initial}>
      <Tabs.List aria-label={RELATED_LABEL} className={TAB_LIST_CLASS}>
        {RELATED_TABS.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={TAB_CLASS}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {RELATED_TABS.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className={TAB_PANEL_CLASS}>
          <RelatedGrid products={tab.books(related)} empty={tab.empty} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
