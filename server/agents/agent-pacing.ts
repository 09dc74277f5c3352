import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";

/** After an agent's call held the thread t ms, the next one waits PAUSE_FACTOR × t: a third of the thread at most. */
const PAUSE_FACTOR = 2;

/** Calls waiting their turn at most: beyond, an agent is told to come back (503) rather than queued without end. */
export const AGENT_CALLS_WAITING_MAX = 32;

export type AgentPacing = {
  /** Runs `call` in its turn, or returns false at once when too many calls already wait. */
  run(call: () => Promise<void>): Promise<boolean>;
};

/**
 * Agents' calls one at a time per instance, each after a pause twice as long as the previous one took: a crowd of
 * agents (many addresses, which no per-client limit holds) gets a third of the thread, and the pages the rest — the
 * way the Storefront endpoint's outside documents take turns (decision 030). An agent waits a little longer; a page
 * never waits for more than one call.
 */
export function createAgentPacing(waitingMax = AGENT_CALLS_WAITING_MAX): AgentPacing {
  let queue: Promise<void> = Promise.resolve();
  let waiting = 0;
  let lastMs = 0;
  return {
    async run(call) {
      if (waiting >= waitingMax) return false;
      waiting++;
      const turn = queue.then(async () => {
        await nextTurn();
        if (lastMs > 0) await sleep(lastMs * PAUSE_FACTOR);
        const started = performance.now();
        try {
          await call();
        } finally {
          lastMs = performance.now() - started;
          waiting--;
        }
      });
      queue = turn.catch(() => undefined);
      await turn;
      return true;
    },
  };
}
