import type { ProductsChange } from "./products-changed.ts";

/** What the hub needs of an open Server-Sent Events response. */
export type EventStreamClient = { write(chunk: string): unknown; end(): unknown };

/** Browser-side event name; `app/lib/catalogue/use-products-changed.ts` listens for it. */
export const PRODUCTS_CHANGED_EVENT = "products-changed";

/** Streams one address may hold: a few tabs, a household behind one router, never the whole instance. */
export const MAX_STREAMS_PER_ADDRESS = 8;

/** Proxies close idle connections after about a minute: a comment line keeps the stream open. */
const HEARTBEAT_MS = 25_000;

/**
 * The open pages of this instance, each an SSE stream. A products-changed event is sent to all of them once the
 * catalogue index has been refreshed, so the loaders they re-run read fresh data.
 */
export function createEventStreamHub(
  options: { maxClients?: number; maxPerAddress?: number; heartbeatMs?: number } = {},
) {
  const maxClients = options.maxClients ?? 10_000;
  const maxPerAddress = options.maxPerAddress ?? MAX_STREAMS_PER_ADDRESS;
  /** Each open stream with the address it came from. */
  const clients = new Map<EventStreamClient, string>();
  const perAddress = new Map<string, number>();
  const heartbeat = setInterval(() => {
    for (const client of clients.keys()) client.write(": ping\n\n");
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /**
     * Whether one more stream from `address` is accepted: "full" when the instance holds as many as it accepts (the
     * caller answers 503), "address" when that address already holds its share (429), so no one client takes every
     * slot.
     */
    admits(address: string): "yes" | "full" | "address" {
      if (clients.size >= maxClients) return "full";
      return (perAddress.get(address) ?? 0) >= maxPerAddress ? "address" : "yes";
    },
    add(client: EventStreamClient, address: string): void {
      clients.set(client, address);
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      // The retry hint makes browsers come back after 5 s when the connection drops (a restart, a deploy).
      client.write("retry: 5000\n\n");
    },
    remove(client: EventStreamClient): void {
      const address = clients.get(client);
      if (address === undefined) return;
      clients.delete(client);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    },
    broadcast({ reason, at }: ProductsChange): void {
      // The pages only reload: which books a sale took is for the instances' indexes, not for every visitor.
      const frame = `event: ${PRODUCTS_CHANGED_EVENT}\ndata: ${JSON.stringify({ reason, at })}\n\n`;
      for (const client of clients.keys()) client.write(frame);
    },
    size(): number {
      return clients.size;
    },
    close(): void {
      clearInterval(heartbeat);
      for (const client of clients.keys()) client.end();
      clients.clear();
      perAddress.clear();
    },
  };
}

export type EventStreamHub = ReturnType<typeof createEventStreamHub>;
