import { describe, expect, it } from "vitest";
import { christmasDeadline, type DeliverySettings, deliveryDatesAt, deliveryEstimate } from "./delivery-dates.ts";

/** The shop's defaults (server/config.test.ts checks they are): noon, two days to prepare, 2-5 and 2-3 to travel. */
const SETTINGS: DeliverySettings = {
  cutoffHour: 12,
  preparationDays: 2,
  transitDays: { relay: { min: 2, max: 5 }, express: { min: 2, max: 3 } },
  christmasDeadlinesFrom: { month: 12, day: 1 },
};

/** An instant given as Paris wall-clock time with its offset, as a parent placing the order reads it. */
const at = (parisTime: string) => new Date(parisTime);

function estimates(parisTime: string, settings = SETTINGS) {
  return {
    relay: deliveryEstimate(settings, "relay", at(parisTime)),
    express: deliveryEstimate(settings, "express", at(parisTime)),
  };
}

describe("a delivery estimate on the French calendar", () => {
  it("takes in a Friday evening order on Monday", () => {
    const { relay, express } = estimates("2026-11-27T19:00:00+01:00");
    expect(relay).toMatchObject({ from: "2026-12-04", to: "2026-12-09" });
    expect(express).toMatchObject({ from: "2026-12-04", to: "2026-12-07" });
  });

  it("takes in a Friday morning order the same day", () => {
    const { express } = estimates("2026-11-27T10:00:00+01:00");
    expect(express).toMatchObject({ from: "2026-12-03", to: "2026-12-04" });
  });

  it("reads the cut-off on the clock in Paris, summer time included", () => {
    // 10:30 UTC is 12:30 in Paris in October before the change (too late), 11:30 after it (in time).
    expect(deliveryEstimate(SETTINGS, "express", new Date("2026-10-19T10:30:00Z")).from).toBe("2026-10-26");
    expect(deliveryEstimate(SETTINGS, "express", new Date("2026-10-26T10:30:00Z")).from).toBe("2026-10-30");
  });

  it("counts an order at half past midnight in Paris on the new day", () => {
    // 23:30 UTC on Tuesday 1 December is Wednesday 2 December in Paris, before noon.
    expect(deliveryEstimate(SETTINGS, "express", new Date("2026-12-01T23:30:00Z")).from).toBe("2026-12-08");
  });

  it("skips 1 May and 8 May, then Ascension, around the first days of May", () => {
    // Thursday 30 April after noon: Friday 1 May is a holiday, the order is taken in on Monday 4 May.
    const { relay, express } = estimates("2026-04-30T14:00:00+02:00");
    expect(express).toMatchObject({ from: "2026-05-11", to: "2026-05-12" });
    expect(relay).toMatchObject({ from: "2026-05-11", to: "2026-05-15" });
    expect(estimates("2026-04-30T11:00:00+02:00").express).toMatchObject({ from: "2026-05-07", to: "2026-05-11" });
  });

  it("does not prepare nor carry on 14 July", () => {
    const { express } = estimates("2026-07-13T10:00:00+02:00");
    expect(express).toMatchObject({ from: "2026-07-20", to: "2026-07-21" });
  });

  it("takes in a Thursday evening order after 15 August on Monday", () => {
    // 15 August 2025 is a Friday.
    const { express } = estimates("2025-08-14T18:00:00+02:00");
    expect(express).toMatchObject({ from: "2025-08-22", to: "2025-08-25" });
  });

  it("skips Ascension Thursday and Whit Monday", () => {
    const { relay } = estimates("2026-05-13T11:00:00+02:00");
    expect(relay).toMatchObject({ from: "2026-05-20", to: "2026-05-26" });
  });

  it("skips Christmas Day and New Year's Day", () => {
    const { relay, express } = estimates("2026-12-23T10:00:00+01:00");
    expect(express).toMatchObject({ from: "2026-12-30", to: "2026-12-31" });
    expect(relay).toMatchObject({ from: "2026-12-30", to: "2027-01-05" });
    expect(estimates("2026-12-31T15:00:00+01:00").express).toMatchObject({ from: "2027-01-08", to: "2027-01-11" });
  });

  it("follows the configured cut-off, preparation and transit", () => {
    const sameDay: DeliverySettings = {
      ...SETTINGS,
      cutoffHour: 24,
      preparationDays: 0,
      transitDays: { relay: { min: 3, max: 3 }, express: { min: 1, max: 1 } },
    };
    const { relay, express } = estimates("2026-12-02T23:30:00+01:00", sameDay);
    expect(express).toMatchObject({ from: "2026-12-03", to: "2026-12-03" });
    expect(relay).toMatchObject({ from: "2026-12-07", to: "2026-12-07" });
  });
});

describe("the last day to order for Christmas", () => {
  it("is the last working day whose latest delivery is 24 December", () => {
    expect(christmasDeadline(SETTINGS, "relay", 2026)).toEqual({
      method: "relay",
      lastDay: "2026-12-15",
      cutoffHour: 12,
    });
    expect(christmasDeadline(SETTINGS, "express", 2026).lastDay).toBe("2026-12-17");
  });

  it("leaves a Saturday Christmas Eve to the Friday before", () => {
    // 24 December 2022 is a Saturday: express must arrive by Friday 23.
    expect(christmasDeadline(SETTINGS, "express", 2022).lastDay).toBe("2022-12-16");
  });

  it("is not shown before the configured day", () => {
    expect(deliveryDatesAt(SETTINGS, at("2026-11-30T20:00:00+01:00")).christmasDeadlines).toEqual([]);
  });

  it("is shown for both options from 1 December", () => {
    const { christmasDeadlines } = deliveryDatesAt(SETTINGS, at("2026-12-01T08:00:00+01:00"));
    expect(christmasDeadlines.map((deadline) => [deadline.method, deadline.lastDay])).toEqual([
      ["relay", "2026-12-15"],
      ["express", "2026-12-17"],
    ]);
  });

  it("stops for an option at its cut-off on its last day, and for all once every one has passed", () => {
    const methods = (parisTime: string) =>
      deliveryDatesAt(SETTINGS, at(parisTime)).christmasDeadlines.map((deadline) => deadline.method);
    expect(methods("2026-12-15T11:59:00+01:00")).toEqual(["relay", "express"]);
    expect(methods("2026-12-15T12:00:00+01:00")).toEqual(["express"]);
    expect(methods("2026-12-17T12:00:00+01:00")).toEqual([]);
    expect(methods("2026-12-26T10:00:00+01:00")).toEqual([]);
  });

  it("starts on another configured day", () => {
    const fromMidNovember = { ...SETTINGS, christmasDeadlinesFrom: { month: 11, day: 15 } };
    expect(deliveryDatesAt(fromMidNovember, at("2026-11-20T10:00:00+01:00")).christmasDeadlines).toHaveLength(2);
  });

  it("comes with every option's estimate for an order placed now", () => {
    const { estimates } = deliveryDatesAt(SETTINGS, at("2026-12-16T15:00:00+01:00"));
    expect(estimates).toEqual([
      { method: "relay", from: "2026-12-23", to: "2026-12-29" },
      { method: "express", from: "2026-12-23", to: "2026-12-24" },
    ]);
  });

  it("are the same all morning, and new from the cut-off", () => {
    const settings = { ...SETTINGS };
    const morning = deliveryDatesAt(settings, at("2026-12-16T08:00:00+01:00"));
    expect(deliveryDatesAt(settings, at("2026-12-16T11:59:00+01:00"))).toEqual(morning);
    expect(deliveryDatesAt(settings, at("2026-12-16T12:00:00+01:00")).estimates[0]?.from).toBe("2026-12-23");
    expect(morning.estimates[0]?.from).toBe("2026-12-22");
  });
});
