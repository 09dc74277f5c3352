import { describe, expect, it } from "vitest";
import { loadConfig, publicConfig } from "./config.ts";

describe("consumer mediator configuration", () => {
  it("defaults to a name that says it must be replaced, and no website", () => {
    const { legal } = loadConfig({});
    expect(legal.mediatorName).toMatch(/^\[À remplacer\]/);
    expect(legal.mediatorUrl).toBeUndefined();
  });

  it("reads the mediator's name and website, which the browser's slice carries", () => {
    const config = loadConfig({
      SHOP_MEDIATOR_NAME: "Médiateur Exemple",
      SHOP_MEDIATOR_URL: "https://mediateur.example",
    });
    expect(publicConfig(config).legal).toMatchObject({
      mediatorName: "Médiateur Exemple",
      mediatorUrl: "https://mediateur.example",
    });
  });

  it("refuses a mediator website that is not an http(s) address", () => {
    expect(() => loadConfig({ SHOP_MEDIATOR_URL: "javascript:alert(1)" })).toThrowError(/SHOP_MEDIATOR_URL/);
  });
});
