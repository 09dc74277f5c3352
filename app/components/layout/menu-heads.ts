/**
 * The three header menus' top entries (docs/product.md §2): all the closed desktop bar draws, on every page. Kept apart from the
 * trees of `menu-tree.ts`, which bring the whole taxonomy and are needed only once a menu opens.
 */
export type MenuKey = "age" | "theme" | "subjects";

export type MenuHead = {
  key: MenuKey;
  label: string;
  /** Where the top entry leads; the subjects menu has no page of its own. */
  href?: string;
};

export const MENU_HEADS: readonly MenuHead[] = [
  { key: "age", label: "Livres par âge", href: "/age" },
  { key: "theme", label: "Livres par thème", href: "/theme" },
  { key: "subjects", label: "Livres par sujets" },
];

/** The desktop bar's id: below md it is hidden, and shown when the mobile menu's link (before hydration) targets it. */
export const MAIN_MENU_ID = "menu-principal";
