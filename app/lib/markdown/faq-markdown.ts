import type { FaqSection } from "../../../core/help/faq-content.ts";
import { markdownDocument, markdownParagraphs, markdownText } from "./markdown-text.ts";

/** The FAQ in Markdown (issue 41 item 5): the same sections, questions and answers as the page and the assistant. */
export function faqMarkdown(sections: readonly FaqSection[], siteUrl: string): string {
  return markdownDocument([
    "# Foire aux questions",
    "Retrouvez ici les réponses aux questions les plus fréquentes.",
    ...sections.map((section) =>
      [
        `## ${markdownText(section.title)}`,
        ...section.items.map((item) => `### ${markdownText(item.question)}\n\n${markdownParagraphs(item.answer)}`),
      ].join("\n\n"),
    ),
    `Vous ne trouvez pas votre réponse ? Écrivez-nous : ${siteUrl}/contact`,
  ]);
}
