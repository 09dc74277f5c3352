import type { ParsedDescription } from "../../../core/catalogue/product-description.ts";
import { formatDimensions } from "../../../core/catalogue/product-description.ts";

/** docs/product.md §2: 'Résumé' then the 'Détails du produit' table; a row without a value is left out. */
export function ProductDetails({ details, vendor }: { details: ParsedDescription; vendor: string }) {
  const rows: Array<[string, string | null]> = [
    ["Auteur", details.author],
    ["Éditeur", vendor || null],
    ["Nombre de pages", details.pages === null ? null : String(details.pages)],
    ["Dimensions", formatDimensions(details)],
    ["ISBN", details.isbn],
    ["Collection", details.collection],
  ];
  const shown = rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="resume">
        <h2 id="resume" className="text-2xl font-bold">
          Résumé
        </h2>
        {details.descriptionHtml ? (
          <div
            className="mt-3 flex flex-col gap-3 leading-relaxed"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allow-list (product-description.server.ts).
            dangerouslySetInnerHTML={{ __html: details.descriptionHtml }}
          />
        ) : (
          <p className="mt-3">{details.shortDescription || "Pas de résumé pour ce livre."}</p>
        )}
      </section>
      {shown.length > 0 ? (
        <section aria-labelledby="details">
          <h2 id="details" className="text-2xl font-bold">
            Détails du produit
          </h2>
          <table className="mt-3 w-full border-collapse text-left">
            <tbody>
              {shown.map(([label, value]) => (
                <tr key={label} className="border-b border-brand-100">
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    {label}
                  </th>
                  <td className="py-2">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
