import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

// glibc reads MALLOC_ARENA_MAX before any JavaScript runs: only the launcher can set it (docs/decisions/025).
describe("how the shop is launched", () => {
  it("npm start runs the server with two malloc arenas", () => {
    const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    expect(scripts.start).toBe("MALLOC_ARENA_MAX=2 node server/main.ts");
  });

  it("the systemd unit gives its instances two malloc arenas too", () => {
    const unit = read("deploy/systemd/bouquinerie@.service");
    expect(unit).toMatch(/^Environment=MALLOC_ARENA_MAX=2$/m);
    expect(unit).toMatch(/^ExecStart=\S*node server\/main\.ts$/m);
  });
});
