import type { Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";

/**
 * What a per-client quota counts under: the client's address (`req.ip`), an IPv6 one reduced to its /56 as
 * express-rate-limit does for the other limits. A subscriber is given a whole /64 or /56: keyed on the full address,
 * one machine could open as many budgets as it likes.
 */
export function clientKey(req: Request): string {
  return req.ip ? ipKeyGenerator(req.ip) : "inconnu";
}
