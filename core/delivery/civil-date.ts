/**
 * Calendar days as Paris sees them, written `2026-12-02`: what a delivery estimate is made of. Arithmetic runs on the
 * day's number in UTC, where every day has 24 hours; only `parisClock` knows about time zones.
 */
export type CivilDate = string;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function civilDate(year: number, month: number, day: number): CivilDate {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function dateParts(date: CivilDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`date invalide : ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function dayNumber(date: CivilDate): number {
  const { year, month, day } = dateParts(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** 0 for Sunday to 6 for Saturday, as `Date.prototype.getDay`. */
export function weekday(date: CivilDate): number {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay();
}

/** The day and the hour on a clock in Paris at `instant`, summer time included (Europe/Paris, from the ICU data). */
export type ParisClock = { date: CivilDate; hour: number; minute: number };

// Made on first use: a browser that only formats dates never pays for loading Intl's time-zone data.
let parisFormat: Intl.DateTimeFormat | undefined;

export function parisClock(instant: Date): ParisClock {
  parisFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = Object.fromEntries(parisFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}
