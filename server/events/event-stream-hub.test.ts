import { describe, expect, it } from "vitest";
import { createEventStreamHub, PRODUCTS_CHANGED_EVENT } from "./event-stream-hub.ts";

function fakeStream() {
  const chunks: string[] = [];
  return { chunks, ended: false, write: (chunk: string) => chunks.push(chunk), end() {} };
}

describe("createEventStreamHub", () => {
  it("sends a products-changed frame to every open page", () => {
    const hub = createEventStreamHub();
    const [a, b] = [fakeStream(), fakeStream()];
    hub.add(a);
    hub.add(b);
    hub.broadcast({ reason: "stock", at: "2026-11-23T10:00:00.000Z" });
    for (const stream of [a, b]) {
      expect(stream.chunks.at(-1)).toBe(
        `event: ${PRODUCTS_CHANGED_EVENT}\ndata: {"reason":"stock","at":"2026-11-23T10:00:00.000Z"}\n\n`,
      );
    }
    hub.close();
  });

  it("forgets a closed page and refuses streams beyond its capacity", () => {
    const hub = createEventStreamHub({ maxClients: 1 });
    const a = fakeStream();
    hub.add(a);
    expect(hub.hasRoom()).toBe(false);
    hub.remove(a);
    expect(hub.hasRoom()).toBe(true);
    hub.broadcast({ reason: "stock", at: "" });
    expect(a.chunks).toEqual(["retry: 5000\n\n"]);
    hub.close();
  });

  it("keeps idle streams open with heartbeat comments", async () => {
    const hub = createEventStreamHub({ heartbeatMs: 10 });
    const a = fakeStream();
    hub.add(a);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(a.chunks).toContain(": ping\n\n");
    hub.close();
  });
});
