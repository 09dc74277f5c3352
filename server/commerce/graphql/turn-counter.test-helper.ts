/** Counts event-loop turns (one immediate each) from now until stopped: how many turns some work let pass. */
export function startTurnCounter(): { now(): number; stop(): number } {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    now: () => turns,
    stop: () => {
      running = false;
      return turns;
    },
  };
}
