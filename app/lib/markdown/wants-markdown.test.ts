import { describe, expect, it } from "vitest";
import { wantsMarkdown } from "./wants-markdown.ts";

const CHROME_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7";
const FIREFOX_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

describe("wantsMarkdown", () => {
  it("answers Markdown to an agent that asks for it first", () => {
    expect(wantsMarkdown("text/markdown")).toBe(true);
    expect(wantsMarkdown("text/markdown, text/html;q=0.5")).toBe(true);
    expect(wantsMarkdown("text/html;q=0.5, text/markdown")).toBe(true);
    expect(wantsMarkdown("TEXT/MARKDOWN; charset=utf-8")).toBe(true);
    expect(wantsMarkdown("text/markdown, */*;q=0.1")).toBe(true);
  });

  it("keeps HTML for browsers, for any type and when HTML weighs as much or more", () => {
    expect(wantsMarkdown(CHROME_ACCEPT)).toBe(false);
    expect(wantsMarkdown(FIREFOX_ACCEPT)).toBe(false);
    expect(wantsMarkdown("*/*")).toBe(false);
    expect(wantsMarkdown("text/*")).toBe(false);
    expect(wantsMarkdown(null)).toBe(false);
    expect(wantsMarkdown("")).toBe(false);
    expect(wantsMarkdown("text/html, text/markdown")).toBe(false);
    expect(wantsMarkdown("text/markdown;q=0.5, text/html")).toBe(false);
    expect(wantsMarkdown("text/markdown;q=0.9, */*")).toBe(false);
    expect(wantsMarkdown("text/markdown;q=0")).toBe(false);
    expect(wantsMarkdown("application/json")).toBe(false);
  });
});
