import { describe, expect, it } from "vitest";
import { faqSections } from "../../../core/help/faq-content.ts";
import { faqMarkdown } from "./faq-markdown.ts";

describe("faqMarkdown", () => {
  it("gives every section and question of the FAQ, with their answers", () => {
    const sections = faqSections({ supportEmail: "aide@bouquinerie.example" });
    const markdown = faqMarkdown(sections, "https://bouquinerie.example");
    expect(markdown).toMatch(/^# Foire aux questions\n/);
    for (const section of sections) {
      expect(markdown).toContain(`\n## ${section.title}\n`);
      for (const item of section.items) expect(markdown).toContain(`\n### ${item.question}\n`);
    }
    expect(markdown).toContain("https://bouquinerie.example/contact");
  });
});
