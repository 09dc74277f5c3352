import { describe, expect, it } from "vitest";
import { errorSummary } from "./error-summary.server.ts";

describe("errorSummary", () => {
  it("says the kind, the SQLSTATE and the place of a failed order insert, never its SQL, e-mail or address", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "orders_number_key"'), {
      code: "23505",
    });
    const error = new Error(
      'Failed query: insert into "orders" ("email", "shipping_address") values ($1, $2)\nparams: lea.martin@example.fr,{"line1":"12 rue des Lilas","city":"Lyon"}',
      { cause },
    );
    error.name = "DrizzleQueryError";
    const summary = errorSummary(error);
    expect(summary).toMatch(/^DrizzleQueryError code 23505 à core\/http\/error-summary\.server\.test\.ts:\d+$/);
    expect(summary).not.toContain("lea.martin");
    expect(summary).not.toContain("Lilas");
    expect(summary).not.toContain("insert");
  });

  it("keeps a programming error's message, which names code, not data", () => {
    expect(errorSummary(new TypeError("Cannot read properties of undefined (reading 'lines')"))).toContain(
      "« Cannot read properties of undefined (reading 'lines') »",
    );
  });

  it("never repeats the message of an ordinary error, which may quote a token or an address", () => {
    const summary = errorSummary(new Error("jeton refusé : bouquinerie-secret-token"));
    expect(summary).not.toContain("bouquinerie-secret-token");
    expect(errorSummary("une chaîne")).toBe("valeur levée de type string");
  });
});
