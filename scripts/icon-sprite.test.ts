import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "../app/components/ui/icon-names.ts";
import { iconSprite, SPRITE_PATH } from "./icon-sprite.ts";

describe("icon sprite", () => {
  it("is the one npm run icons writes: every name of ICON_NAMES, drawn by the installed lucide-react", async () => {
    // Fails after adding a name or upgrading lucide-react without running `npm run icons`.
    expect(await readFile(SPRITE_PATH, "utf8")).toBe(iconSprite());
  });

  it("holds one symbol per icon name, with lucide's drawing and no styling of its own", () => {
    const sprite = iconSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
    expect(ids).toEqual([...ICON_NAMES]);
    expect(sprite).toContain(
      '<symbol id="x" viewBox="0 0 24 24"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path>',
    );
    // Stroke, fill and size come from the page's <svg> (its `icon` class), so that fill-red-600 reaches the drawing.
    expect(sprite).not.toMatch(/stroke=|fill=|class=/);
  });

  it("refuses a name lucide does not have, or one of its aliases", () => {
    expect(() => iconSprite(["no-such-icon"])).toThrow('lucide-react has no icon named "no-such-icon"');
    expect(() => iconSprite(["trash-2"])).toThrow('"trash-2" is not lucide\'s own name for it');
  });
});
