import { describe, expect, it } from "vitest";
import { deadlinePhrase, estimateSentence, frenchDay } from "./delivery-wording.ts";

describe("delivery dates in French", () => {
  it("say the issue's sentence for two days of one month", () => {
    expect(estimateSentence({ from: "2025-12-02", to: "2025-12-04" })).toBe(
      "Livraison estimée entre le mardi 2 et le jeudi 4 décembre",
    );
  });

  it("name both months when the range crosses one", () => {
    expect(estimateSentence({ from: "2026-12-30", to: "2027-01-05" })).toBe(
      "Livraison estimée entre le mercredi 30 décembre et le mardi 5 janvier",
    );
  });

  it("say a single day when the range is one day", () => {
    expect(estimateSentence({ from: "2026-12-04", to: "2026-12-04" })).toBe("Livraison estimée le vendredi 4 décembre");
  });

  it("write the first of the month « 1er »", () => {
    expect(frenchDay("2026-06-01")).toBe("lundi 1er juin");
    expect(frenchDay("2026-08-15")).toBe("samedi 15 août");
  });

  it("give the last day to order with its cut-off hour, or the whole day at 24 h", () => {
    expect(deadlinePhrase({ lastDay: "2026-12-17", cutoffHour: 12 })).toBe("le jeudi 17 décembre avant 12 h");
    expect(deadlinePhrase({ lastDay: "2026-12-17", cutoffHour: 24 })).toBe("le jeudi 17 décembre");
  });
});
