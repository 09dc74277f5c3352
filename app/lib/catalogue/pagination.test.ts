import { describe, expect, it } from "vitest";
import { paginationItems } from "./pagination.ts";

describe("paginationItems (docs/product.md §9)", () => {
  it("shows every page when there are 7 or fewer", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it("shows the first 4, an ellipsis and the last near the start", () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, "ellipsis-end", 20]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, "ellipsis-end", 20]);
  });

  it("shows the first, an ellipsis and the last 4 near the end", () => {
    expect(paginationItems(20, 20)).toEqual([1, "ellipsis-start", 17, 18, 19, 20]);
    expect(paginationItems(18, 20)).toEqual([1, "ellipsis-start", 17, 18, 19, 20]);
  });

  it("shows first, current ± 1 and last with ellipses in the middle", () => {
    expect(paginationItems(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
    expect(paginationItems(4, 8)).toEqual([1, "ellipsis-start", 3, 4, 5, "ellipsis-end", 8]);
  });
});
