import { type CivilDate, dateParts, weekday } from "./civil-date.ts";
import type { ChristmasDeadline, DeliveryEstimate } from "./delivery-dates.ts";

// Written out rather than asked of Intl.DateTimeFormat: the same words on the server and in the browser whatever
// their ICU data, no locale data loaded by the page (see core/format.ts), and « 1er » as French writes the first.
const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];
const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

function dayOfMonth(day: number): string {
  return day === 1 ? "1er" : String(day);
}

/** `mardi 2 décembre`, `lundi 1er juin`. */
export function frenchDay(date: CivilDate): string {
  const { month, day } = dateParts(date);
  return `${WEEKDAYS[weekday(date)]} ${dayOfMonth(day)} ${MONTHS[month - 1]}`;
}

/**
 * « Livraison estimée entre le mardi 2 et le jeudi 4 décembre » (issue 40); the month is written once when both days
 * share it, and a single day when the carrier's range is one day.
 */
export function estimateSentence({ from, to }: Pick<DeliveryEstimate, "from" | "to">): string {
  if (from === to) return `Livraison estimée le ${frenchDay(from)}`;
  const first = dateParts(from);
  const sameMonth = first.month === dateParts(to).month;
  const start = sameMonth ? `${WEEKDAYS[weekday(from)]} ${dayOfMonth(first.day)}` : frenchDay(from);
  return `Livraison estimée entre le ${start} et le ${frenchDay(to)}`;
}

/** `le jeudi 17 décembre avant 12 h`; a cut-off of 24 h counts the whole day. */
export function deadlinePhrase({ lastDay, cutoffHour }: Pick<ChristmasDeadline, "lastDay" | "cutoffHour">): string {
  return cutoffHour >= 24 ? `le ${frenchDay(lastDay)}` : `le ${frenchDay(lastDay)} avant ${cutoffHour} h`;
}

export const CHRISTMAS_DEADLINES_TITLE = "Pour être livré avant Noël, commandez au plus tard :";
