import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardPrice } from "./card-price.tsx";

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("CardPrice", () => {
  it("writes « dès » before the lowest price when the copies differ in price", () => {
    expect(text(renderToStaticMarkup(<CardPrice price={4.9} varies className="" />))).toBe("dès 4,90\u00a0€");
  });

  it("writes the price alone when every copy costs the same", () => {
    expect(text(renderToStaticMarkup(<CardPrice price={12.5} varies={false} className="" />))).toBe("12,50\u00a0€");
  });
});
