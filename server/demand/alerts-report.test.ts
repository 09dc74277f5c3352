import { describe, expect, it } from "vitest";
import { formatAlertsByTitle } from "./alerts-report.ts";

describe("npm run alerts's listing", () => {
  it("prints the counts per title, and the addresses under their title when asked", () => {
    expect(
      formatAlertsByTitle([
        { productId: "p1", title: "Le Petit Poucet", handle: "poucet", waiting: 2, pending: 1, addresses: ["a@b.fr"] },
      ]),
    ).toBe(
      [
        "Alertes de retour en stock, par livre (confirmées en attente, puis à confirmer) :",
        "",
        "    2 confirmée(s),    1 à confirmer — Le Petit Poucet (/produit/poucet)",
        "        a@b.fr",
        "",
      ].join("\n"),
    );
  });

  it("prints a title's and an address's controls escaped, so none acts on the terminal or forges a line (issue 51)", () => {
    const text = formatAlertsByTitle([
      {
        productId: "p1",
        title: "Alice\u001b[2J\n    9 confirmée(s)",
        handle: "alice",
        waiting: 1,
        pending: 0,
        addresses: ["a\u202e@b.fr"],
      },
    ]);
    expect(text).toContain("— Alice\\x1b[2J\\n    9 confirmée(s) (/produit/alice)\n        a\\u202e@b.fr\n");
    expect(text.split("\n")).toHaveLength(5);
  });
});
