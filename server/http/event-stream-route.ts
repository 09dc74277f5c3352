import type { RequestHandler } from "express";
import { GENERIC_MESSAGES } from "../../core/messages/generic.ts";
import type { EventStreamHub } from "../events/event-stream-hub.ts";
import { clientKey } from "./client-key.ts";

/** `GET /api/events`: a Server-Sent Events stream of products-changed events for the open pages. */
export function eventStreamRoute(hub: EventStreamHub): RequestHandler {
  return (req, res) => {
    // An IPv6 client's whole /56 shares one share of the streams, as it shares one rate limit.
    const address = clientKey(req);
    const admitted = hub.admits(address);
    if (admitted === "full") {
      res.status(503).json({ error: GENERIC_MESSAGES.unexpected });
      return;
    }
    if (admitted === "address") {
      res.status(429).json({ error: GENERIC_MESSAGES.tooManyRequests });
      return;
    }
    res.status(200).set({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      // Nginx would otherwise hold the events back in its buffer.
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    hub.add(res, address);
    req.on("close", () => hub.remove(res));
  };
}
