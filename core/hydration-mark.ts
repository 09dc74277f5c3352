/**
 * The User Timing mark, and the attribute on `<html>`, that say the page answers taps. The root component sets them
 * (app/lib/document/hydration-signal.ts); the benchmarks and the browser tests read them.
 */
export const HYDRATED_MARK = "bouquinerie:hydrated";
export const HYDRATED_ATTRIBUTE = "data-hydrated";
