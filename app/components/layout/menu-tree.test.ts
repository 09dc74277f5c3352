import { describe, expect, it } from "vitest";
import { MENU_HEADS } from "./menu-heads.ts";
import { AGE_MENU, longestList, MAIN_MENUS, menuDepth, SUBJECT_MENU, THEME_MENU } from "./menu-tree.ts";

function entry(nodes: typeof AGE_MENU, label: string) {
  const node = nodes.find((candidate) => candidate.label === label);
  if (!node) throw new Error(`pas d'entrée ${label}`);
  return node;
}

describe("header menus", () => {
  it("lists the five ages, each linking to /age/{slug}", () => {
    expect(AGE_MENU.map((age) => age.href)).toEqual([
      "/age/0-4-ans",
      "/age/4-6-ans",
      "/age/6-8-ans",
      "/age/8-10-ans",
      "/age/10-plus",
    ]);
  });

  it("links an age's categories to /age/{age}?category={category}", () => {
    const categories = entry(AGE_MENU, "6-8 ans").children ?? [];
    expect(entry(categories, "Documentaires").href).toBe("/age/6-8-ans?category=documentaires");
  });

  it("gives Romans the school levels of each age as its third level", () => {
    const levels = (age: string) =>
      entry(entry(AGE_MENU, age).children ?? [], "Romans").children?.map((level) => [level.label, level.href]);
    expect(levels("6-8 ans")).toEqual([
      ["CP", "/theme/romans?sub=cp"],
      ["CE1", "/theme/romans?sub=ce1"],
      ["CE2", "/theme/romans?sub=ce2"],
    ]);
    expect(levels("8-10 ans")?.map(([label]) => label)).toEqual(["CE2", "CM1", "CM2"]);
    expect(levels("10 ans et +")?.map(([label]) => label)).toEqual(["CM2", "6ème", "5ème+"]);
  });

  it("opens the activity sub-categories under an age's Livres-jeux, linking to the theme page", () => {
    const activities = entry(entry(AGE_MENU, "4-6 ans").children ?? [], "Livres-jeux et d'activités");
    expect(activities.children?.[0]?.href).toBe(
      "/theme/livres-jeux-et-d-activites?sub=dessins-coloriages-et-peintures",
    );
    expect(activities.children).toHaveLength(7);
  });

  it("lists the themes in the order of docs/product.md §2.3 with submenus for Livres-jeux and Romans only", () => {
    expect(THEME_MENU.map((theme) => theme.label)).toEqual([
      "Noël",
      "Tout-petits",
      "Contes et histoires",
      "Livres-jeux et d'activités",
      "Documentaires",
      "Romans",
      "Bandes dessinées",
    ]);
    expect(THEME_MENU.filter((theme) => theme.children).map((theme) => theme.label)).toEqual([
      "Livres-jeux et d'activités",
      "Romans",
    ]);
    expect(entry(THEME_MENU, "Romans").children?.map((level) => level.label)).toEqual([
      "CP",
      "CE1",
      "CE2",
      "CM1",
      "CM2",
      "6ème",
      "5ème+",
    ]);
  });

  it("lists 36 subjects, Noël excepted, each linking to /categorie/{slug}", () => {
    expect(SUBJECT_MENU).toHaveLength(36);
    expect(SUBJECT_MENU.some((subject) => subject.label === "Noël")).toBe(false);
    for (const subject of SUBJECT_MENU) expect(subject.href).toMatch(/^\/categorie\/[a-z0-9-]+$/);
  });

  it("sizes the flyout panels from the trees", () => {
    expect(menuDepth(AGE_MENU)).toBe(3);
    expect(menuDepth(THEME_MENU)).toBe(2);
    expect(longestList(AGE_MENU)).toBe(9);
    expect(MAIN_MENUS.map((menu) => menu.href)).toEqual(["/age", "/theme", undefined]);
  });

  it("opens, under each top entry of the closed bar, the tree of that entry", () => {
    expect(MAIN_MENUS.map(({ key, label, href }) => ({ key, label, href }))).toEqual(
      MENU_HEADS.map(({ key, label, href }) => ({ key, label, href })),
    );
    expect(MAIN_MENUS.map((menu) => menu.nodes)).toEqual([AGE_MENU, THEME_MENU, SUBJECT_MENU]);
  });
});
