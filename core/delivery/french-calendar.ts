import { addDays, type CivilDate, civilDate, dateParts, weekday } from "./civil-date.ts";

/**
 * Easter Sunday of the Gregorian calendar: the anonymous computus (Meeus, Jones, Butcher), exact for every year from
 * 1583. Easter Monday, Ascension and Whit Monday follow from it, so the calendar holds for any year.
 */
export function easterSunday(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return civilDate(year, month, day);
}

/**
 * The eleven public holidays of metropolitan France (Code du travail L3133-1). Alsace-Moselle's Good Friday and
 * 26 December are local: the parcels leave from one warehouse and carriers work those days elsewhere (decision 033).
 */
export function frenchPublicHolidays(year: number): Map<CivilDate, string> {
  const easter = easterSunday(year);
  return new Map([
    [civilDate(year, 1, 1), "Jour de l'an"],
    [addDays(easter, 1), "Lundi de Pâques"],
    [civilDate(year, 5, 1), "Fête du Travail"],
    [civilDate(year, 5, 8), "Victoire 1945"],
    [addDays(easter, 39), "Ascension"],
    [addDays(easter, 50), "Lundi de Pentecôte"],
    [civilDate(year, 7, 14), "Fête nationale"],
    [civilDate(year, 8, 15), "Assomption"],
    [civilDate(year, 11, 1), "Toussaint"],
    [civilDate(year, 11, 11), "Armistice 1918"],
    [civilDate(year, 12, 25), "Noël"],
  ]);
}

const holidaysByYear = new Map<number, Map<CivilDate, string>>();

function isPublicHoliday(date: CivilDate): boolean {
  const { year } = dateParts(date);
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = frenchPublicHolidays(year);
    holidaysByYear.set(year, holidays);
  }
  return holidays.has(date);
}

/** A « jour ouvré »: Monday to Friday, not a public holiday. Neither the warehouse nor the carriers count the others. */
export function isWorkingDay(date: CivilDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !isPublicHoliday(date);
}

/** The first working day strictly after `date`. */
export function nextWorkingDay(date: CivilDate): CivilDate {
  let day = addDays(date, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** `count` working days after `date` (`date` itself for 0). */
export function addWorkingDays(date: CivilDate, count: number): CivilDate {
  let day = date;
  for (let step = 0; step < count; step++) day = nextWorkingDay(day);
  return day;
}
