import { describe, expect, it } from "vitest";
import { actionOriginsFor } from "./action-origins.ts";

describe("actionOriginsFor", () => {
  it("accepts the public host of SITE_URL, with its port when it has one", () => {
    expect(actionOriginsFor("https://www.ma-boutique.fr")).toEqual(["www.ma-boutique.fr"]);
    expect(actionOriginsFor("https://boutique.test:8443")).toEqual(["boutique.test:8443"]);
  });
});
