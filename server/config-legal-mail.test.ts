import { describe, expect, it } from "vitest";
import { loadConfig, publicConfig } from "./config.ts";

describe("legal identity and mail configuration", () => {
  it("defaults the legal identity to values that say they must be replaced", () => {
    const { legal } = loadConfig({});
    expect(legal.legalForm).toBe("société par actions simplifiée unipersonnelle");
    for (const field of ["companyName", "address", "registration", "publicationDirector", "hostName"] as const) {
      expect(legal[field]).toMatch(/^\[À remplacer\]/);
    }
  });

  it("reads the legal identity from the environment", () => {
    const { legal } = loadConfig({ SHOP_LEGAL_NAME: "Livres Malins SAS", SHOP_HOST_NAME: "Hébergeur SA" });
    expect(legal.companyName).toBe("Livres Malins SAS");
    expect(legal.hostName).toBe("Hébergeur SA");
  });

  it("sends no mail without SMTP_URL and writes from the support address by default", () => {
    const { mail } = loadConfig({ SHOP_SUPPORT_EMAIL: "aide@livres.fr" });
    expect(mail).toEqual({ smtpUrl: undefined, from: "Bouquinerie <aide@livres.fr>" });
  });

  it("accepts smtp and smtps URLs and refuses other schemes", () => {
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example:465" }).mail.smtpUrl).toBe("smtps://u:p@mail.example:465");
    expect(() => loadConfig({ SMTP_URL: "http://mail.example" })).toThrowError(/SMTP_URL/);
  });

  it("never hands the SMTP credentials to the browser's slice", () => {
    const slice = publicConfig(loadConfig({ SMTP_URL: "smtp://user:secret@mail.example:587" }));
    expect(JSON.stringify(slice)).not.toContain("secret");
    expect(slice.legal.legalForm).toBe("société par actions simplifiée unipersonnelle");
  });
});
