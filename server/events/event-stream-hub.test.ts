import { describe, expect, it } from "vitest";
import { createEventStreamHub, MAX_STREAMS_PER_ADDRESS, PRODUCTS_CHANGED_EVENT } from "./event-stream-hub.ts";

function fakeStream() {
  const chunks: string[] = [];
  return { chunks, ended: false, write: (chunk: string) => chunks.push(chunk), end() {} };
}

describe("createEventStreamHub", () => {
  it("sends a products-changed frame to every open page", () => {
    const hub = createEventStreamHub();
    const [a, b] = [fakeStream(), fakeStream()];
    hub.add(a, "198.51.100.1");
    hub.add(b, "198.51.100.2");
    hub.broadcast({ reason: "stock", at: "2026-11-23T10:00:00.000Z" });
    for (const stream of [a, b]) {
      expect(stream.chunks.at(-1)).toBe(
        `event: ${PRODUCTS_CHANGED_EVENT}\ndata: {"reason":"stock","at":"2026-11-23T10:00:00.000Z"}\n\n`,
      );
    }
    hub.close();
  });

  it("does not tell the pages which books a sale took", () => {
    const hub = createEventStreamHub();
    const a = fakeStream();
    hub.add(a, "198.51.100.1");
    hub.broadcast({ reason: "sale", at: "2026-11-26T22:00:00.000Z", products: ["gid://shopify/Product/7"] });
    expect(a.chunks.at(-1)).toBe(
      `event: ${PRODUCTS_CHANGED_EVENT}\ndata: {"reason":"sale","at":"2026-11-26T22:00:00.000Z"}\n\n`,
    );
    hub.close();
  });

  it("forgets a closed page and refuses streams beyond its capacity", () => {
    const hub = createEventStreamHub({ maxClients: 1 });
    const a = fakeStream();
    hub.add(a, "198.51.100.1");
    expect(hub.admits("198.51.100.9")).toBe("full");
    hub.remove(a);
    expect(hub.admits("198.51.100.9")).toBe("yes");
    hub.broadcast({ reason: "stock", at: "" });
    expect(a.chunks).toEqual(["retry: 5000\n\n"]);
    hub.close();
  });

  it("keeps idle streams open with heartbeat comments", async () => {
    const hub = createEventStreamHub({ heartbeatMs: 10 });
    const a = fakeStream();
    hub.add(a, "198.51.100.1");
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(a.chunks).toContain(": ping\n\n");
    hub.close();
  });

  it("lets one address hold a handful of streams, not the issue's 150, and counts it again when one closes", () => {
    const hub = createEventStreamHub();
    const streams = Array.from({ length: 150 }, () => fakeStream());
    let accepted = 0;
    for (const stream of streams) {
      if (hub.admits("203.0.113.5") !== "yes") continue;
      hub.add(stream, "203.0.113.5");
      accepted++;
    }
    expect(accepted).toBe(MAX_STREAMS_PER_ADDRESS);
    expect(MAX_STREAMS_PER_ADDRESS).toBeLessThanOrEqual(8);
    expect(hub.admits("203.0.113.6")).toBe("yes");
    hub.remove(streams[0] as ReturnType<typeof fakeStream>);
    expect(hub.admits("203.0.113.5")).toBe("yes");
    expect(hub.size()).toBe(MAX_STREAMS_PER_ADDRESS - 1);
    hub.close();
  });
});
