/** How the page moves to an address: `replace` stands for the current history entry instead of adding one. */
export type Go = (href: string, replace: boolean) => Promise<void> | void;

/**
 * The price filter's commits as history entries, so that Back undoes one choice. A pointer release is one entry.
 * A run of keys is one entry too, not one per 1 € step: its first key adds the entry, and each key after it replaces
 * that entry while it is still the current one. A key that comes while the previous key's page is loading waits for
 * it to land, and only the latest one waits: so a replace always lands on the run's own entry, never on the page
 * before the run, whatever the timing, and quick keys load two pages instead of one per step.
 */
export function keyRunNavigation(go: Go, isCurrent: (href: string) => boolean) {
  type Run = { href: string; landing: boolean; next: string | null };
  let run: Run | null = null;

  const land = async (href: string, replace: boolean) => {
    const current: Run = { href, landing: true, next: null };
    run = current;
    await go(href, replace);
    current.landing = false;
    const { next } = current;
    if (run !== current || next === null) return;
    // Another navigation took the page meanwhile (a link, Back): the run is over and its last key is dropped.
    if (!isCurrent(href)) {
      run = null;
      return;
    }
    await land(next, true);
  };

  return {
    /** A thumb released by the pointer: a new entry, and the next key starts a new run. */
    released(href: string) {
      run = null;
      void go(href, false);
    },
    /** A thumb moved by a key. */
    keyed(href: string) {
      if (run?.landing) {
        run.next = href;
        return;
      }
      void land(href, run !== null && isCurrent(run.href));
    },
  };
}
