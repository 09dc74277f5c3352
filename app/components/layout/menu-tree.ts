import {
  ACTIVITY_SUBCATEGORIES,
  AGE_GROUPS,
  type AgeGroup,
  MENU_SUBJECTS,
  type TaxonomyEntry,
  THEME_LIST,
  THEME_SUBCATEGORIES,
  THEMES,
} from "../../../core/catalogue/taxonomy.ts";
import { MENU_HEADS, type MenuHead, type MenuKey } from "./menu-heads.ts";

/** One entry of a header menu: a link, and the sub-level it opens, if any. */
export type MenuNode = { label: string; href: string; children?: readonly MenuNode[] };

/** The three header menus, shared by the desktop mega-menus and the mobile drawer (docs/product.md §2). */
export type MainMenu = MenuHead & { nodes: readonly MenuNode[] };

/** Theme pages whose submenu is shown (docs/product.md §2 theme menu: Livres-jeux and Romans only). */
const THEMES_WITH_SUBMENU = new Set([THEMES.activities.slug, THEMES.novels.slug]);

function subLevelLinks(themeSlug: string, subs: readonly TaxonomyEntry[]): MenuNode[] {
  return subs.map((sub) => ({ label: sub.label, href: `/theme/${themeSlug}?sub=${sub.slug}` }));
}

/** Third level of the age menu: activity sub-categories, or the school levels of this age for Romans. */
function ageCategoryChildren(age: AgeGroup, category: TaxonomyEntry): MenuNode[] | undefined {
  if (category.slug === THEMES.activities.slug) return subLevelLinks(category.slug, ACTIVITY_SUBCATEGORIES);
  if (category.slug === THEMES.novels.slug && age.schoolLevels.length > 0) {
    return subLevelLinks(category.slug, age.schoolLevels);
  }
  return undefined;
}

export const AGE_MENU: readonly MenuNode[] = AGE_GROUPS.map((age) => ({
  label: age.label,
  href: `/age/${age.slug}`,
  children: age.categories.map((category) => ({
    label: category.label,
    href: `/age/${age.slug}?category=${category.slug}`,
    children: ageCategoryChildren(age, category),
  })),
}));

export const THEME_MENU: readonly MenuNode[] = THEME_LIST.map((theme) => ({
  label: theme.label,
  href: `/theme/${theme.slug}`,
  children: THEMES_WITH_SUBMENU.has(theme.slug)
    ? subLevelLinks(theme.slug, THEME_SUBCATEGORIES[theme.slug] ?? [])
    : undefined,
}));

export const SUBJECT_MENU: readonly MenuNode[] = MENU_SUBJECTS.map((subject) => ({
  label: subject.label,
  href: `/categorie/${subject.slug}`,
}));

const MENU_NODES: Record<MenuKey, readonly MenuNode[]> = { age: AGE_MENU, theme: THEME_MENU, subjects: SUBJECT_MENU };

export const MAIN_MENUS: readonly MainMenu[] = MENU_HEADS.map((head) => ({ ...head, nodes: MENU_NODES[head.key] }));

/** How many levels a menu tree has (the number of flyout columns it needs). */
export function menuDepth(nodes: readonly MenuNode[]): number {
  return 1 + Math.max(0, ...nodes.map((node) => (node.children ? menuDepth(node.children) : 0)));
}

/** The longest list at any level (the height the flyout columns need). */
export function longestList(nodes: readonly MenuNode[]): number {
  return Math.max(nodes.length, ...nodes.map((node) => (node.children ? longestList(node.children) : 0)));
}
