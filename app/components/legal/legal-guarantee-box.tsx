import { LEGAL_GUARANTEE_BOX } from "../../lib/info-pages/legal-guarantee-text.ts";

/** The framed box of D211-2: the official text, set apart from the rest of the terms as the model asks. */
export function LegalGuaranteeBox() {
  return (
    <section
      aria-labelledby="encadre-garanties"
      className="flex flex-col gap-3 rounded-lg border-2 border-brand-700 bg-white p-4"
    >
      <h3 id="encadre-garanties" className="text-xl font-bold">
        Garantie légale de conformité et garantie des vices cachés
      </h3>
      {LEGAL_GUARANTEE_BOX.map((paragraph) =>
        paragraph.items ? (
          <div key={paragraph.text}>
            <p>{paragraph.text}</p>
            <ul className="mt-1 flex flex-col gap-1 pl-4">
              {paragraph.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p key={paragraph.text}>{paragraph.text}</p>
        ),
      )}
    </section>
  );
}
