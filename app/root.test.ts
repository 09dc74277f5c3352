import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { AppServices } from "../server/services.ts";
import { servicesContext } from "./context.ts";
import { loader } from "./root.tsx";

const shop = { name: "Bouquinerie", supportEmail: "", phone: "", socialUrl: "", accountUrl: "" };

function rootData(services: Partial<AppServices>, writtenByModel = false) {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    publicConfig: { shop, siteUrl: "https://bouquinerie.test", legal: {}, assistant: { writtenByModel } },
    ...services,
  } as unknown as AppServices);
  return loader({ context } as never);
}

describe("root loader", () => {
  it("names Shopify as the payment page's host only when the checkout is Shopify's", async () => {
    expect((await rootData({})).paymentProvider).toBe("Shopify");
    expect((await rootData({ localCheckout: {} as AppServices["localCheckout"] })).paymentProvider).toBeNull();
  });

  it("tells the chat whether a language model writes its answers, which the chat then says", async () => {
    expect((await rootData({})).assistant).toEqual({ writtenByModel: false });
    expect((await rootData({}, true)).assistant).toEqual({ writtenByModel: true });
  });
});
