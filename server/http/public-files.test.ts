import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./create-app.ts";

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="8"/></svg>';

describe("the files at the top of the browser build", () => {
  let buildDir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    buildDir = mkdtempSync(path.join(tmpdir(), "bouquinerie-public-"));
    mkdirSync(path.join(buildDir, "assets"));
    writeFileSync(path.join(buildDir, "favicon.svg"), FAVICON);
    mkdirSync(path.join(buildDir, "guides"));
    writeFileSync(path.join(buildDir, "guides", "retour.txt"), "Renvoyer un livre");
    writeFileSync(path.join(buildDir, "tarifs livraison.txt"), "Colissimo");
    const app = createApp({
      env: "test",
      clientBuildDir: buildDir,
      ssr: (req, res) => void res.status(200).type("text/plain").send(`page ${req.path}`),
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it("serves a top-level file with an hour of caching", async () => {
    const response = await fetch(`${base}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await response.text()).toBe(FAVICON);
  });

  it("serves a file inside a top-level folder, and a name written with an escaped space", async () => {
    expect(await (await fetch(`${base}/guides/retour.txt`)).text()).toBe("Renvoyer un livre");
    expect(await (await fetch(`${base}/tarifs%20livraison.txt`)).text()).toBe("Colissimo");
  });

  it("leaves every other path to the pages, including a file name the build does not hold", async () => {
    for (const page of ["/", "/produit/le-loup", "/robots.txt", "/guides-de-lecture"]) {
      const response = await fetch(`${base}${page}`);
      expect(await response.text(), page).toBe(`page ${page}`);
    }
  });

  it("reads the top-level names once, at start: a page path never waits for a disk lookup", async () => {
    writeFileSync(path.join(buildDir, "ajout-tardif.txt"), "posé après le démarrage");
    expect(await (await fetch(`${base}/ajout-tardif.txt`)).text()).toBe("page /ajout-tardif.txt");
  });

  it("a missing file inside a top-level folder still falls through to the pages", async () => {
    expect(await (await fetch(`${base}/guides/absent.txt`)).text()).toBe("page /guides/absent.txt");
  });
});
