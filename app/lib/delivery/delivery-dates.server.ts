import type { RouterContextProvider } from "react-router";
import { type DeliveryDates, deliveryDatesAt } from "../../../core/delivery/delivery-dates.ts";
import { servicesContext } from "../../context.ts";

/**
 * Delivery estimates and Christmas deadlines for an order placed now, by the server's clock: read in a loader, never
 * while rendering, so that the browser hydrates the server's words and a kept page is keyed on its dates (decisions
 * 028 and 033).
 */
export function deliveryDatesNow(context: Readonly<RouterContextProvider>): DeliveryDates {
  return deliveryDatesAt(context.get(servicesContext).publicConfig.delivery, new Date());
}
