import { Accordion } from "radix-ui";
import { Link } from "react-router";
import { faqAnswerText, faqSections } from "../../core/help/faq-content.ts";
import { sectionAnchor } from "../../core/help/section-anchor.ts";
import { InfoPage } from "../components/info/info-page.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { servicesContext } from "../context.ts";
import { infoPageMeta } from "../lib/info-pages/info-meta.ts";
import type { Route } from "./+types/faq";

export async function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: context.get(servicesContext).publicConfig.shop.supportEmail };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...infoPageMeta(matches, {
    title: "Foire aux questions",
    description:
      "Livraison, paiement, retours, état des livres, compte client : les réponses à vos questions sur nos livres jeunesse reconditionnés.",
    path: "/faq",
  }),
  {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faqSections({ supportEmail: loaderData?.supportEmail ?? "" }).flatMap((section) =>
        section.items.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: faqAnswerText(item) },
        })),
      ),
    },
  },
];

/** One accordion across the six sections: opening a question closes the one open before (docs/product.md §2). */
export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const sections = faqSections({ supportEmail: loaderData.supportEmail });
  return (
    <InfoPage title="Foire aux questions" lead={<p>Retrouvez ici les réponses aux questions les plus fréquentes.</p>}>
      <Accordion.Root type="single" collapsible className="flex flex-col gap-8">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={sectionAnchor(section.id)}>
            <h2 id={sectionAnchor(section.id)} className="text-2xl font-bold text-brand-700">
              {section.title}
            </h2>
            <div className="mt-3 divide-y divide-brand-100 rounded-xl border border-brand-100 bg-white">
              {section.items.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Header asChild>
                    <h3>
                      <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold hover:bg-brand-50">
                        {item.question}
                        <Icon
                          name="chevron-down"
                          className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                        />
                      </Accordion.Trigger>
                    </h3>
                  </Accordion.Header>
                  <Accordion.Content className="px-4 pb-4">
                    {item.answer.map((paragraph) => (
                      <p key={paragraph} className="mt-2 leading-relaxed">
                        {paragraph}
                      </p>
                    ))}
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </div>
          </section>
        ))}
      </Accordion.Root>
      <p>
        Vous ne trouvez pas votre réponse ?{" "}
        <Link to="/contact" className="font-semibold text-brand-700 underline">
          Contactez-nous
        </Link>
        .
      </p>
    </InfoPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
