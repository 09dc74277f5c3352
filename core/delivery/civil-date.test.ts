import { describe, expect, it } from "vitest";
import { addDays, parisClock, weekday } from "./civil-date.ts";

describe("calendar days", () => {
  it("add across months, years and 29 February", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
  });

  it("know their weekday", () => {
    expect(weekday("2026-12-02")).toBe(3); // Wednesday
    expect(weekday("2025-12-02")).toBe(2); // Tuesday
  });
});

describe("the clock in Paris", () => {
  it("is an hour ahead of UTC in winter and two in summer", () => {
    expect(parisClock(new Date("2026-01-15T10:30:00Z"))).toEqual({ date: "2026-01-15", hour: 11, minute: 30 });
    expect(parisClock(new Date("2026-07-15T10:30:00Z"))).toEqual({ date: "2026-07-15", hour: 12, minute: 30 });
  });

  it("changes on the last Sundays of March and October", () => {
    expect(parisClock(new Date("2026-03-29T00:30:00Z")).hour).toBe(1);
    expect(parisClock(new Date("2026-03-29T01:30:00Z")).hour).toBe(3);
    expect(parisClock(new Date("2026-10-25T00:30:00Z")).hour).toBe(2);
    expect(parisClock(new Date("2026-10-25T01:30:00Z")).hour).toBe(2);
  });

  it("is already the next day at 23:30 UTC", () => {
    expect(parisClock(new Date("2026-12-01T23:30:00Z"))).toEqual({ date: "2026-12-02", hour: 0, minute: 30 });
  });
});
