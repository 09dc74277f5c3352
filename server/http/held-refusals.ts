import type { Response } from "express";

export type HeldRefusals = {
  /** Answers `refuse` after the hold, or at once when too many refusals are already held; nothing if the client left. */
  hold(res: Response, refuse: () => void): void;
};

/**
 * Refusals answered late. A client looping past its budget gets its 429 only after `holdMs`: refused at once, a loop
 * from one address sent the shop hundreds of requests a second, each costing the price of an HTTP exchange on the
 * thread the pages use (bench:abuse); held, one connection sends one a `holdMs`. As nginx's `limit_req` delays the
 * excess rather than answering it at once. At most `maxHeld` refusals wait at a time (a timer and an open socket
 * each): beyond, they are answered at once, so a client opening connections without end holds nothing more.
 */
export function createHeldRefusals({ holdMs, maxHeld }: { holdMs: number; maxHeld: number }): HeldRefusals {
  let held = 0;
  return {
    hold(res, refuse) {
      if (held >= maxHeld) {
        refuse();
        return;
      }
      held++;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held--;
        clearTimeout(timer);
      };
      const timer = setTimeout(() => {
        release();
        if (!res.destroyed) refuse();
      }, holdMs);
      // A client that gives up frees its place at once.
      res.once("close", release);
    },
  };
}
