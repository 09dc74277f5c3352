import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon.tsx";

describe("Icon", () => {
  it("draws the named symbol of the hashed sprite, hidden from assistive technology, styled by its classes", () => {
    const markup = renderToStaticMarkup(<Icon name="heart" className="size-5 fill-red-600" />);
    expect(markup).toMatch(/^<svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24"/);
    expect(markup).toContain('stroke="currentColor" stroke-width="2"');
    expect(markup).toContain('class="size-5 fill-red-600"');
    expect(markup).toMatch(/<use href="[^"]*icons[^"#]*\.svg[^"#]*#heart"><\/use><\/svg>$/);
  });
});
