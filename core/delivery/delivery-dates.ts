import { DELIVERY_METHODS, type DeliveryMethod } from "../checkout/delivery.ts";
import { CHRISTMAS_DELIVERED_BY } from "../shop-constants.ts";
import { addDays, type CivilDate, civilDate, dateParts, type ParisClock, parisClock } from "./civil-date.ts";
import { addWorkingDays, isWorkingDay, nextWorkingDay } from "./french-calendar.ts";

export type WorkingDaysRange = { min: number; max: number };

/** What the delivery dates are computed from: the shop's configuration (README, « Configuration »). */
export type DeliverySettings = {
  /** An order placed before this hour, Paris time, on a working day is taken in that day; later, the next one. */
  cutoffHour: number;
  /** Working days between the day an order is taken in and the day its parcel leaves. */
  preparationDays: number;
  /** Each carrier's working days between the parcel leaving and its delivery. */
  transitDays: Record<DeliveryMethod, WorkingDaysRange>;
  /** From this day of the year the pages show the last day to order for delivery before Christmas. */
  christmasDeadlinesFrom: { month: number; day: number };
};

/** The first and the last day a parcel sent this way is expected. */
export type DeliveryEstimate = { method: DeliveryMethod; from: CivilDate; to: CivilDate };

/** The last working day an order placed before `cutoffHour` (Paris time) is still delivered before Christmas. */
export type ChristmasDeadline = { method: DeliveryMethod; lastDay: CivilDate; cutoffHour: number };

/**
 * What a page shows of delivery, computed by its loader from the server's clock: plain dates, so that the server and
 * the browser render the same text and a kept page (decision 028) is keyed on them.
 */
export type DeliveryDates = { estimates: DeliveryEstimate[]; christmasDeadlines: ChristmasDeadline[] };

/** The working day an order placed at `clock` is taken in: today before the cut-off, else the next working day. */
export function takenInDay(settings: DeliverySettings, clock: ParisClock): CivilDate {
  return isWorkingDay(clock.date) && clock.hour < settings.cutoffHour ? clock.date : nextWorkingDay(clock.date);
}

function estimateFor(settings: DeliverySettings, method: DeliveryMethod, takenIn: CivilDate): DeliveryEstimate {
  const leaves = addWorkingDays(takenIn, settings.preparationDays);
  const transit = settings.transitDays[method];
  return { method, from: addWorkingDays(leaves, transit.min), to: addWorkingDays(leaves, transit.max) };
}

/** When an order placed at `instant` arrives, sent by `method` (docs/product.md §16). */
export function deliveryEstimate(settings: DeliverySettings, method: DeliveryMethod, instant: Date): DeliveryEstimate {
  return estimateFor(settings, method, takenInDay(settings, parisClock(instant)));
}

function christmasDeliveryDay(year: number): CivilDate {
  return civilDate(year, CHRISTMAS_DELIVERED_BY.month, CHRISTMAS_DELIVERED_BY.day);
}

/** The last day to order by `method` for a delivery before Christmas of `year`, at the latest estimate. */
export function christmasDeadline(settings: DeliverySettings, method: DeliveryMethod, year: number): ChristmasDeadline {
  const deliveredBy = christmasDeliveryDay(year);
  let day = deliveredBy;
  // Later days taken in never arrive sooner: walk back from Christmas Eve to the first one that arrives in time.
  while (!isWorkingDay(day) || estimateFor(settings, method, day).to > deliveredBy) day = addDays(day, -1);
  return { method, lastDay: day, cutoffHour: settings.cutoffHour };
}

/**
 * Every option's estimate for an order placed at `instant` and, from the configured day until each has passed, the
 * last day to order by each option for a delivery before Christmas (docs/product.md §16).
 */
export function deliveryDatesAt(settings: DeliverySettings, instant: Date): DeliveryDates {
  const clock = parisClock(instant);
  // Every page asks, and the answer only changes at the cut-off and at midnight: keep the last one per settings.
  const key = `${clock.date} ${clock.hour < settings.cutoffHour}`;
  const kept = lastDates.get(settings);
  if (kept?.key === key) return kept.dates;
  const dates = computeDates(settings, clock);
  lastDates.set(settings, { key, dates });
  return dates;
}

const lastDates = new WeakMap<DeliverySettings, { key: string; dates: DeliveryDates }>();

function computeDates(settings: DeliverySettings, clock: ParisClock): DeliveryDates {
  const takenIn = takenInDay(settings, clock);
  const estimates = DELIVERY_METHODS.map((method) => estimateFor(settings, method, takenIn));
  const { year } = dateParts(clock.date);
  const { month, day } = settings.christmasDeadlinesFrom;
  const inSeason = clock.date >= civilDate(year, month, day);
  const deliveredBy = christmasDeliveryDay(year);
  const christmasDeadlines = inSeason
    ? estimates
        .filter((estimate) => estimate.to <= deliveredBy)
        .map((estimate) => christmasDeadline(settings, estimate.method, year))
    : [];
  return { estimates, christmasDeadlines };
}
