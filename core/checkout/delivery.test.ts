import { describe, expect, it } from "vitest";
import { deliveryFee } from "./delivery.ts";

describe("delivery fees on the total after discount", () => {
  it.each([
    ["relay", 2899, 499],
    ["relay", 2900, 0],
    ["relay", 0, 499],
    ["express", 2900, 699],
    ["express", 8899, 699],
    ["express", 8900, 0],
  ] as const)("%s at %d cents costs %d cents", (method, total, fee) => {
    expect(deliveryFee(method, total)).toBe(fee);
  });
});
