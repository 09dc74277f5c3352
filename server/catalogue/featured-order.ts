/**
 * The 'featured' order: a shuffle of the catalogue's positions that is stable for a given seed (the daily seed), so a
 * visitor paging through a listing never sees a book twice or misses one, and tomorrow's order differs from today's.
 */
export function featuredOrder(count: number, seed: number): Uint32Array {
  const order = Uint32Array.from({ length: count }, (_, i) => i);
  const random = mulberry32(seed);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const swap = order[i] as number;
    order[i] = order[j] as number;
    order[j] = swap;
  }
  return order;
}

/** A small seeded generator, well spread for shuffles (nothing secret). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
