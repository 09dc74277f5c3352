import { isbot } from "isbot";
import type { RouterContextProvider } from "react-router";
import type { SearchOutcomeRecorded } from "../../../server/demand/demand-recorder.ts";
import { requestInfoContext, servicesContext } from "../../context.ts";

/** What parents look for, not what crawlers and scripts walk through: a robot's visit is not counted. */
function byPerson(request: Request): boolean {
  const userAgent = request.headers.get("user-agent");
  return userAgent !== null && !isbot(userAgent);
}

/**
 * Who counts once a day for a search or a title: the address the shop's per-client quotas use (an IPv6 one by its
 * /56), not its user agent, which a script changes for free to count as many people (issue 51). The recorder keeps it
 * only as a keyed hash, in memory, for the day.
 */
function visitorOf(context: Readonly<RouterContextProvider>): string {
  return context.get(requestInfoContext).clientKey;
}

/** A person viewed a sold-out title (the owner's demand figures; counted in memory, written once a minute). */
export function recordSoldOutView(
  context: Readonly<RouterContextProvider>,
  request: Request,
  product: { id: string; handle: string; title: string },
): void {
  if (byPerson(request)) context.get(servicesContext).demand.soldOutView(product, visitorOf(context));
}

/** A person's search found no book for sale. */
export function recordSearchWithoutSale(
  context: Readonly<RouterContextProvider>,
  request: Request,
  text: string,
  outcome: SearchOutcomeRecorded,
): void {
  if (byPerson(request)) context.get(servicesContext).demand.search(text, outcome, visitorOf(context));
}
