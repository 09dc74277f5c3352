import { describe, expect, it } from "vitest";
import { staticImportClosure } from "./import-closure.ts";

describe("staticImportClosure", () => {
  const imports: Record<string, string[]> = {
    root: ["header", "store"],
    header: ["icons", "store"],
    store: ["zustand"],
    icons: [],
    zustand: ["root"], // a cycle back to the start
    // Reached from root only through import(): not part of the graph this function is given.
    drawer: ["store", "dialog"],
    dialog: [],
  };

  it("gathers what root reaches through static imports, each module once, even through cycles", () => {
    const closure = staticImportClosure("root", (id) => imports[id] ?? []);
    expect([...closure].sort()).toEqual(["header", "icons", "root", "store", "zustand"]);
  });

  it("leaves out the modules only a lazy chunk imports", () => {
    const closure = staticImportClosure("root", (id) => imports[id] ?? []);
    expect(closure.has("drawer")).toBe(false);
    expect(closure.has("dialog")).toBe(false);
  });
});
