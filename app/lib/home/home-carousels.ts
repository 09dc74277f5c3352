import {
  AGE_CARD_THEMES_SHOWN,
  SUBJECT_ROW_INTERVAL_INCREMENT_MS,
  SUBJECT_ROW_INTERVAL_MS,
  SUBJECT_ROW_STEP_PX,
} from "../../../core/shop-constants.ts";

/** Embla advances its animations in fixed steps of 1/60 s, whatever the screen's refresh rate. */
const EMBLA_STEP_MS = 1000 / 60;

/**
 * Auto Scroll `speed` (pixels per Embla step) of a home subject row: docs/product.md §9 says 1 px every 30 ms, plus 5 ms per
 * row index, so row 0 moves 1 px / 30 ms, row 1 1 px / 35 ms, row 2 1 px / 40 ms.
 */
export function subjectRowSpeed(rowIndex: number): number {
  const interval = SUBJECT_ROW_INTERVAL_MS + rowIndex * SUBJECT_ROW_INTERVAL_INCREMENT_MS;
  return (SUBJECT_ROW_STEP_PX * EMBLA_STEP_MS) / interval;
}

/** Cuts a list into `rowCount` consecutive rows whose lengths differ by one at most, the longer ones first. */
export function splitIntoRows<T>(items: readonly T[], rowCount: number): T[][] {
  const rows: T[][] = [];
  const base = Math.floor(items.length / rowCount);
  const extra = items.length % rowCount;
  let start = 0;
  for (let row = 0; row < rowCount; row++) {
    const length = base + (row < extra ? 1 : 0);
    rows.push(items.slice(start, start + length));
    start += length;
  }
  return rows;
}

/** How many slides apart two slides of a looping carousel are, going the short way round. */
export function loopDistance(a: number, b: number, count: number): number {
  if (count <= 0) return 0;
  const gap = Math.abs(a - b) % count;
  return Math.min(gap, count - gap);
}

/** The age carousel dims the cards more than one step away from the selected one (docs/product.md §2). */
export function isFarFromSelection(index: number, selected: number, count: number): boolean {
  return loopDistance(index, selected, count) > 1;
}

/** The themes an age card lists, and whether it adds 'et bien d'autres...' (docs/product.md §2: more than 5). */
export function ageCardThemes<T>(categories: readonly T[]): { shown: readonly T[]; more: boolean } {
  return { shown: categories.slice(0, AGE_CARD_THEMES_SHOWN), more: categories.length > AGE_CARD_THEMES_SHOWN };
}

/**
 * For each key in order, the first of its candidates that no earlier key took, so the home cards show different
 * covers; null when every candidate is taken.
 */
export function pickDistinct<T>(
  keys: readonly string[],
  candidates: (key: string) => readonly T[],
  identity: (item: T) => string,
): Record<string, T | null> {
  const taken = new Set<string>();
  const picked: Record<string, T | null> = {};
  for (const key of keys) {
    const choice = candidates(key).find((item) => !taken.has(identity(item))) ?? null;
    if (choice) taken.add(identity(choice));
    picked[key] = choice;
  }
  return picked;
}
