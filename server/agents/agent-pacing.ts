import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";

/**
 * After an agent's call held the thread t ms, the next one waits PAUSE_FACTOR × t: a fortieth of the thread at most.
 * With a twentieth, about one page request in twenty met an agent's call under way — the p95's own rank — and a page's
 * p95 moved past ×1.5 in two runs of four (bench:abuse), as it had with a tenth (decision 035).
 */
const PAUSE_FACTOR = 39;

/** Calls waiting their turn at most: beyond, an agent is told to come back (503) rather than queued without end. */
export const AGENT_CALLS_WAITING_MAX = 32;

export type AgentPacing = {
  /** Runs `call` in its turn, or returns false at once when too many calls already wait. */
  run(call: () => Promise<void>): Promise<boolean>;
};

/**
 * Agents' calls one at a time per instance. When calls wait for each other (a crowd of agents: many addresses, which no
 * per-client limit holds), each starts only after a pause thirty-nine times as long as the previous one took, less the
 * time already passed: the crowd gets a fortieth of the thread and the pages the rest, like the Storefront endpoint's
 * outside documents taking turns (decision 030). A lone agent's calls, which wait for nothing, run at once.
 */
export function createAgentPacing(waitingMax = AGENT_CALLS_WAITING_MAX): AgentPacing {
  let queue: Promise<void> = Promise.resolve();
  let waiting = 0;
  let lastMs = 0;
  let lastEnd = 0;
  return {
    async run(call) {
      if (waiting >= waitingMax) return false;
      const contended = waiting > 0;
      waiting++;
      const turn = queue.then(async () => {
        await nextTurn();
        const pause = lastMs * PAUSE_FACTOR - (performance.now() - lastEnd);
        if (contended && pause > 0) await sleep(pause);
        const started = performance.now();
        try {
          await call();
        } finally {
          lastEnd = performance.now();
          lastMs = lastEnd - started;
          waiting--;
        }
      });
      queue = turn.catch(() => undefined);
      await turn;
      return true;
    },
  };
}
