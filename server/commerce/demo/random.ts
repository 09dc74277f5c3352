/** A seeded source of random numbers: the same seed always gives the same sequence (the demo catalogue is reproducible). */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks an item with a probability proportional to its weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  chance(probability: number): boolean;
  /** A shuffled copy; the input is left as it is. */
  shuffle<T>(items: readonly T[]): T[];
};

/** 32-bit FNV-1a: turns a text (a handle, a seed name) into a seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and well spread, enough for demo data (not for anything secret). */
export function createRandom(seed: number | string): Random {
  let state = (typeof seed === "string" ? hashString(seed) : seed) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError("pick() needs at least one item");
    return items[Math.floor(next() * items.length)] as T;
  };

  return {
    next,
    int,
    pick,
    weighted<T>(items: readonly T[], weight: (item: T) => number): T {
      let total = 0;
      for (const item of items) total += weight(item);
      let target = next() * total;
      for (const item of items) {
        target -= weight(item);
        if (target < 0) return item;
      }
      return pick(items);
    },
    chance: (probability) => next() < probability,
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
