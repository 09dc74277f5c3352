import type { ProductSafety } from "../../../core/catalogue/product-safety.ts";

const link = "font-semibold text-brand-700 underline break-all";

/** An e-mail address as a mailto link, a website as a link, a placeholder as plain text. */
function ElectronicAddress({ value }: { value: string }) {
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    return (
      <a href={`mailto:${value}`} className={link}>
        {value}
      </a>
    );
  }
  if (/^https?:\/\//.test(value)) {
    return (
      <a href={value} className={link} rel="noopener noreferrer">
        {value}
      </a>
    );
  }
  return <>{value}</>;
}

/**
 * GPSR (EU) 2023/988, Art. 19: who made the book and how to reach them, what identifies it, and its warnings. Shown on
 * every product page, from the server's HTML.
 */
export function ProductSafetySection({ safety, isbn }: { safety: ProductSafety | null; isbn: string | null }) {
  const manufacturer = safety?.manufacturer ?? null;
  return (
    <section aria-labelledby="securite-produit" className="mt-12 rounded-xl border border-brand-100 bg-white p-5">
      <h2 id="securite-produit" className="text-2xl font-bold">
        Sécurité du produit
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Éditeur (fabricant)</dt>
        <dd>{manufacturer?.name ?? "Information en cours de vérification auprès de l'éditeur."}</dd>
        {manufacturer ? (
          <>
            <dt className="font-semibold">Adresse postale</dt>
            <dd>{manufacturer.postalAddress}</dd>
            <dt className="font-semibold">Adresse électronique</dt>
            <dd>
              <ElectronicAddress value={manufacturer.electronicAddress} />
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">Identification</dt>
        <dd>{isbn ? `ISBN ${isbn}` : "ISBN non renseigné : voir les photos de la couverture."}</dd>
        {safety?.ageLabel ? (
          <>
            <dt className="font-semibold">Âge conseillé</dt>
            <dd>{safety.ageLabel}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Avertissements</dt>
        <dd>
          {safety === null ? (
            "Information momentanément indisponible : contactez-nous avant l'achat si vous avez un doute."
          ) : safety.warnings.length > 0 ? (
            <ul className="list-disc pl-5">
              {safety.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : (
            "Aucun avertissement de sécurité particulier pour ce livre."
          )}
        </dd>
      </dl>
    </section>
  );
}
