import { describe, expect, it } from "vitest";
import { addWorkingDays, easterSunday, frenchPublicHolidays, isWorkingDay, nextWorkingDay } from "./french-calendar.ts";

describe("Easter by the Gregorian computus", () => {
  it.each([
    [1818, "1818-03-22"],
    [1954, "1954-04-18"],
    [2000, "2000-04-23"],
    [2011, "2011-04-24"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("falls in %i on %s", (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
  });
});

describe("the French public holidays", () => {
  it("are the eleven days of the Code du travail, the movable ones from Easter", () => {
    expect([...frenchPublicHolidays(2026).keys()]).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-08",
      "2026-05-14",
      "2026-05-25",
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
  });

  it.each([
    [2025, "2025-04-21", "2025-05-29", "2025-06-09"],
    [2027, "2027-03-29", "2027-05-06", "2027-05-17"],
    [2038, "2038-04-26", "2038-06-03", "2038-06-14"],
  ])("move with Easter in %i: Easter Monday %s, Ascension %s, Whit Monday %s", (year, monday, ascension, whit) => {
    const holidays = frenchPublicHolidays(year);
    expect(holidays.get(monday)).toBe("Lundi de Pâques");
    expect(holidays.get(ascension)).toBe("Ascension");
    expect(holidays.get(whit)).toBe("Lundi de Pentecôte");
  });
});

describe("working days", () => {
  it("are Monday to Friday, public holidays excepted", () => {
    expect(isWorkingDay("2026-12-04")).toBe(true); // a Friday
    expect(isWorkingDay("2026-12-05")).toBe(false); // Saturday
    expect(isWorkingDay("2026-12-06")).toBe(false); // Sunday
    expect(isWorkingDay("2026-07-14")).toBe(false); // a Tuesday, Fête nationale
    expect(isWorkingDay("2026-05-14")).toBe(false); // Ascension Thursday
    expect(isWorkingDay("2026-12-24")).toBe(true); // Christmas Eve is worked
  });

  it("skip the weekend and a holiday Friday together", () => {
    expect(nextWorkingDay("2026-04-30")).toBe("2026-05-04"); // Thursday → Friday 1 May → Monday 4
  });

  it("cross Christmas and New Year's Day", () => {
    expect(addWorkingDays("2026-12-23", 2)).toBe("2026-12-28");
    expect(addWorkingDays("2026-12-30", 2)).toBe("2027-01-04");
  });

  it("count zero days as the day itself", () => {
    expect(addWorkingDays("2026-12-02", 0)).toBe("2026-12-02");
  });
});
