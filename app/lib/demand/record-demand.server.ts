import { isbot } from "isbot";
import type { RouterContextProvider } from "react-router";
import type { SearchOutcomeRecorded } from "../../../server/demand/demand-recorder.ts";
import { servicesContext } from "../../context.ts";

/** What parents look for, not what crawlers and scripts walk through: a robot's visit is not counted. */
function byPerson(request: Request): boolean {
  const userAgent = request.headers.get("user-agent");
  return userAgent !== null && !isbot(userAgent);
}

/** A person viewed a sold-out title (the owner's demand figures; counted in memory, written once a minute). */
export function recordSoldOutView(
  context: Readonly<RouterContextProvider>,
  request: Request,
  product: { id: string; handle: string; title: string },
): void {
  if (byPerson(request)) context.get(servicesContext).demand.soldOutView(product);
}

/** A person's search found no book for sale. */
export function recordSearchWithoutSale(
  context: Readonly<RouterContextProvider>,
  request: Request,
  text: string,
  outcome: SearchOutcomeRecorded,
): void {
  if (byPerson(request)) context.get(servicesContext).demand.search(text, outcome);
}
