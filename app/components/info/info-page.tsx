import type { ReactNode } from "react";
import { sectionAnchor } from "../../../core/help/section-anchor.ts";

/** The frame of an information page: one h1, an optional lead paragraph, then its sections. */
export function InfoPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold md:text-4xl">{title}</h1>
      {lead ? <div className="mt-4 text-lg">{lead}</div> : null}
      <div className="mt-8 flex flex-col gap-8">{children}</div>
    </article>
  );
}

/** A titled part of an information page (h2), its paragraphs spaced evenly. */
export function InfoSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id ? sectionAnchor(id) : undefined}>
      <h2 id={id ? sectionAnchor(id) : undefined} className="text-2xl font-bold text-brand-700">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 leading-relaxed">{children}</div>
    </section>
  );
}
