const HOUR_MS = 60 * 60_000;

/**
 * A clean-up run once at start, then every interval (an hour unless told), on every instance: the deletes are the same
 * whoever runs them. A failed run is reported through `onError` and the next one tries again; a run still under way
 * when the next is due is not doubled. Returns the function that stops it and waits for a run under way.
 */
export function startPeriodicSweep(options: {
  run: () => Promise<void>;
  onError: (error: unknown) => void;
  intervalMs?: number;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= options
      .run()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, options.intervalMs ?? HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
