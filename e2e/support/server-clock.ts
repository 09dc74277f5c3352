/**
 * The clock of a shop's server set to another day, for a test: loaded before the server with
 * `NODE_OPTIONS=--import=<this file>` (`serverClockEnv`), it makes `E2E_SERVER_CLOCK` the server's now and lets time
 * run on from there, as on a host whose clock was set to that day. The shop's code has no switch for it: every
 * `new Date()` and `Date.now()` of the process reads the moved clock (decision 033).
 */
import { fileURLToPath } from "node:url";

const moveTo = process.env.E2E_SERVER_CLOCK;

if (moveTo) {
  const start = Date.parse(moveTo);
  if (Number.isNaN(start)) throw new Error(`E2E_SERVER_CLOCK illisible : ${moveTo}`);
  const RealDate = Date;
  const offset = start - RealDate.now();
  const now = () => RealDate.now() + offset;
  // A proxy rather than a subclass: `instanceof Date` stays true for the dates Node itself makes (file times).
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === "now" ? now : Reflect.get(target, property, receiver)),
  });
}

/** The environment that starts a shop (`startShopProcess`) with its clock at `instant`. */
export function serverClockEnv(instant: string): Record<string, string> {
  return { NODE_OPTIONS: `--import=${fileURLToPath(import.meta.url)}`, E2E_SERVER_CLOCK: instant };
}
