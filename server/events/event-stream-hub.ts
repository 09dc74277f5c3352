import type { ProductsChange } from "./products-changed.ts";

/** What the hub needs of an open Server-Sent Events response. */
export type EventStreamClient = { write(chunk: string): unknown; end(): unknown };

/** Browser-side event name; `app/lib/use-products-changed.ts` listens for it. */
export const PRODUCTS_CHANGED_EVENT = "products-changed";

/** Proxies close idle connections after about a minute: a comment line keeps the stream open. */
const HEARTBEAT_MS = 25_000;

/**
 * The open pages of this instance, each an SSE stream. A products-changed event is sent to all of them once the
 * catalogue index has been refreshed, so the loaders they re-run read fresh data.
 */
export function createEventStreamHub(options: { maxClients?: number; heartbeatMs?: number } = {}) {
  const maxClients = options.maxClients ?? 10_000;
  const clients = new Set<EventStreamClient>();
  const heartbeat = setInterval(() => {
    for (const client of clients) client.write(": ping\n\n");
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** False when the instance already holds as many streams as it accepts (the caller answers 503). */
    hasRoom(): boolean {
      return clients.size < maxClients;
    },
    add(client: EventStreamClient): void {
      clients.add(client);
      // The retry hint makes browsers come back after 5 s when the connection drops (a restart, a deploy).
      client.write("retry: 5000\n\n");
    },
    remove(client: EventStreamClient): void {
      clients.delete(client);
    },
    broadcast(change: ProductsChange): void {
      const frame = `event: ${PRODUCTS_CHANGED_EVENT}\ndata: ${JSON.stringify(change)}\n\n`;
      for (const client of clients) client.write(frame);
    },
    size(): number {
      return clients.size;
    },
    close(): void {
      clearInterval(heartbeat);
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}

export type EventStreamHub = ReturnType<typeof createEventStreamHub>;
