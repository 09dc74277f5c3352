import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon.tsx";

describe("Icon", () => {
  it("draws the named symbol of the hashed sprite, hidden from assistive technology, styled by its classes", () => {
    const markup = renderToStaticMarkup(<Icon name="heart" className="size-5 fill-red-600" />);
    expect(markup).toMatch(/^<svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"/);
    // Lucide's stroke style comes from the `icon` class, not from attributes repeated on every icon.
    expect(markup).not.toMatch(/stroke|fill=/);
    expect(markup).toContain('class="icon size-5 fill-red-600"');
    expect(markup).toMatch(/<use href="[^"]*icons[^"#]*\.svg[^"#]*#heart"><\/use><\/svg>$/);
  });
});
