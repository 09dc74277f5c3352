import { CsvError, parse } from "csv-parse/sync";
import { CONDITION_GRADES, gradeOfValue, isGradeOption } from "../../../core/catalogue/condition-grades.ts";
import type { ProductOption, SelectedOption } from "../../db/schema.ts";
import type { ImageInput, ProductInput, VariantInput } from "../catalogue-writer.ts";

/** A row the import refuses, with the line of the file it starts on (the header is line 1). */
export type ImportProblem = { line: number; message: string };

export type ParsedCatalogue = { products: ProductInput[]; problems: ImportProblem[] };

/** Shopify's product export columns this import reads. */
const COLUMNS = {
  handle: "Handle",
  title: "Title",
  body: "Body (HTML)",
  vendor: "Vendor",
  type: "Type",
  tags: "Tags",
  published: "Published",
  status: "Status",
  option1Name: "Option1 Name",
  option1Value: "Option1 Value",
  option2Name: "Option2 Name",
  option2Value: "Option2 Value",
  option3Name: "Option3 Name",
  option3Value: "Option3 Value",
  sku: "Variant SKU",
  grams: "Variant Grams",
  tracker: "Variant Inventory Tracker",
  quantity: "Variant Inventory Qty",
  policy: "Variant Inventory Policy",
  price: "Variant Price",
  compareAtPrice: "Variant Compare At Price",
  barcode: "Variant Barcode",
  weightUnit: "Variant Weight Unit",
  imageSrc: "Image Src",
  imagePosition: "Image Position",
  imageAlt: "Image Alt Text",
} as const;
type Column = keyof typeof COLUMNS;

/**
 * Columns of Shopify's product template and export that this shop has no use for, ignored on purpose: fulfilment, tax
 * and shipping flags (the local checkout ships every book), SEO and Google Shopping (pages write their own metadata),
 * a variant's own image (the shop shows the product's images), costs, unit prices and per-market prices (one market,
 * EUR). Metafield columns (`… (product.metafields.…)`) are ignored too; any other unknown column as well.
 */
export const IGNORED_COLUMNS: ReadonlySet<string> = new Set([
  "Product Category",
  "Option1 Linked To",
  "Option2 Linked To",
  "Option3 Linked To",
  "Variant Fulfillment Service",
  "Variant Requires Shipping",
  "Variant Taxable",
  "Variant Tax Code",
  "Variant Image",
  "Variant Inventory Adjust",
  "Gift Card",
  "SEO Title",
  "SEO Description",
  "Cost per item",
  "Unit Price Total Measure",
  "Unit Price Total Measure Unit",
  "Unit Price Base Measure",
  "Unit Price Base Measure Unit",
]);

/** Whether this import reads a column or knows it is one of Shopify's and ignores it. */
export function isKnownColumn(name: string): boolean {
  return (
    Object.values(COLUMNS).some((column) => column === name) ||
    IGNORED_COLUMNS.has(name) ||
    name.startsWith("Google Shopping / ") ||
    /\((?:product|variant)\.metafields\.[^)]+\)$/.test(name) ||
    /^(?:Included|Price|Compare At Price) \/ .+/.test(name)
  );
}

const REQUIRED: readonly Column[] = ["handle", "title", "price"];
const OPTION_SLOTS = [
  ["option1Name", "option1Value"],
  ["option2Name", "option2Value"],
  ["option3Name", "option3Value"],
] as const;

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRICE = /^\d{1,6}(?:[.,]\d{1,2})?$/;
const QUANTITY = /^-?\d{1,7}$/;
/** Shopify writes grams converted from the unit the owner typed, hence decimals: 226.796185 for 8 oz. */
const GRAMS = /^\d{1,7}(?:[.,]\d+)?$/;
/** C0 control characters except tab, line feed and carriage return: PostgreSQL text cannot hold U+0000 at all. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding these characters is this expression's purpose.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const STATUSES = ["", "active", "draft", "archived"];
const WEIGHT_UNITS: Record<string, VariantInput["weightUnit"]> = {
  g: "GRAMS",
  kg: "KILOGRAMS",
  oz: "OUNCES",
  lb: "POUNDS",
};
/** Largest file read: a Shopify export of tens of thousands of books stays far below. */
export const MAX_CSV_BYTES = 100 * 1024 * 1024;

type Row = { line: number; get(column: Column): string; has(column: Column): boolean };
type Draft = {
  line: number;
  product: ProductInput;
  images: Array<ImageInput & { position: number }>;
  /** A row of this product was refused: already reported, so no second 'no variant' message for it. */
  refused: boolean;
};

/**
 * Reads a Shopify product CSV export into products, or reports every bad row with its line and the reason. A row
 * with a Title opens a product; the rows after it with the same Handle and no Title add variants and images.
 * Pure: no database, no file system.
 */
export function parseShopifyCsv(text: string): ParsedCatalogue {
  const problems: ImportProblem[] = [];
  type ParsedRecord = { record: string[]; info: { lines: number }; raw: string };
  let records: ParsedRecord[];
  try {
    // With `info` and `raw`, csv-parse returns { record, info, raw } objects; its typings only know plain records.
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      raw: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      return { products: [], problems: [{ line, message: `CSV mal formé : ${csvErrorMessage(error)}` }] };
    }
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return { products: [], problems: [{ line: 1, message: "Le fichier est vide." }] };

  const names = header.record.map((name) => name.trim());
  const headerControl = names.find((name) => CONTROL_CHARACTER.test(name));
  if (headerControl !== undefined) {
    return { products: [], problems: [{ line: 1, message: controlCharacterMessage(headerControl, "l'en-tête") }] };
  }
  const positions = new Map<string, number>();
  names.forEach((name, index) => {
    if (positions.has(name)) problems.push({ line: 1, message: `La colonne « ${name} » apparaît deux fois.` });
    positions.set(name, index);
  });
  const missing = REQUIRED.filter((column) => !positions.has(COLUMNS[column]));
  if (missing.length > 0) {
    problems.push({
      line: 1,
      message: `Colonnes manquantes : ${missing.map((column) => `« ${COLUMNS[column]} »`).join(", ")}. Ce n'est pas un export de produits Shopify.`,
    });
  }
  if (problems.length > 0) return { products: [], problems };

  const drafts = new Map<string, Draft>();
  const order: string[] = [];
  for (const { record, info, raw } of body) {
    const line = startLine(info.lines, raw);
    if (record.length !== names.length) {
      problems.push({ line, message: `${record.length} colonnes au lieu de ${names.length}.` });
      continue;
    }
    const controlIndex = record.findIndex((cell) => CONTROL_CHARACTER.test(cell));
    if (controlIndex >= 0) {
      problems.push({
        line,
        message: controlCharacterMessage(record[controlIndex] ?? "", `« ${names[controlIndex]} »`),
      });
      refuseDraftOf(record[positions.get(COLUMNS.handle) ?? -1], drafts);
      continue;
    }
    const row: Row = {
      line,
      get: (column) => {
        const index = positions.get(COLUMNS[column]);
        return index === undefined ? "" : (record[index] ?? "").trim();
      },
      has: (column) => positions.has(COLUMNS[column]),
    };
    const rowProblems = readRow(row, drafts, order);
    problems.push(...rowProblems.map((message) => ({ line, message })));
  }

  for (const handle of order) {
    const draft = drafts.get(handle) as Draft;
    if (draft.product.variants.length === 0 && !draft.refused) {
      problems.push({ line: draft.line, message: `Le produit « ${handle} » n'a aucune variante avec un prix.` });
    }
  }
  if (problems.length > 0) return { products: [], problems: problems.sort((a, b) => a.line - b.line) };

  const products = order.map((handle) => {
    const draft = drafts.get(handle) as Draft;
    const images = [...draft.images].sort((a, b) => a.position - b.position).map(({ position: _p, ...image }) => image);
    return { ...draft.product, images };
  });
  return { products, problems: [] };
}

/** Reads one row into the drafts; returns what is wrong with it (nothing is kept from a wrong row). */
function readRow(row: Row, drafts: Map<string, Draft>, order: string[]): string[] {
  const handle = row.get("handle");
  if (handle === "") return ["Handle manquant."];
  if (!HANDLE.test(handle) || handle.length > 255) {
    return [`Handle invalide « ${handle} » : lettres minuscules, chiffres et tirets seulement.`];
  }
  const problems: string[] = [];
  const title = row.get("title");
  let draft = drafts.get(handle);
  if (title !== "") {
    if (draft) return [`Handle en double « ${handle} » : déjà défini ligne ${draft.line}.`];
    const opened = openProduct(row, handle, title, problems);
    if (problems.length > 0) return problems;
    draft = { line: row.line, product: opened, images: [], refused: false };
    drafts.set(handle, draft);
    order.push(handle);
  } else if (!draft) {
    return [`Titre manquant : la première ligne du produit « ${handle} » doit avoir un titre.`];
  }

  const variant = readVariant(row, draft.product.options, problems);
  const image = readImage(row, draft.images.length + 1, problems);
  if (problems.length > 0) {
    draft.refused = true;
    return problems;
  }
  if (variant) {
    const key = JSON.stringify(variant.selectedOptions);
    if (draft.product.variants.some((existing) => JSON.stringify(existing.selectedOptions) === key)) {
      return [`Variante en double pour « ${handle} » (${variant.title}).`];
    }
    draft.product.variants.push(variant);
  }
  if (image) draft.images.push(image);
  return [];
}

function openProduct(row: Row, handle: string, title: string, problems: string[]): ProductInput {
  const options: ProductOption[] = [];
  for (const [nameColumn, valueColumn] of OPTION_SLOTS) {
    const name = row.get(nameColumn);
    if (name !== "") options.push({ name, values: [] });
    else if (row.get(valueColumn) !== "") problems.push(`« ${COLUMNS[valueColumn]} » sans « ${COLUMNS[nameColumn]} ».`);
  }
  const published = row.get("published").toLowerCase();
  if (!["", "true", "false"].includes(published)) {
    problems.push(`« Published » doit valoir TRUE ou FALSE (reçu « ${row.get("published")} »).`);
  }
  const status = row.get("status").toLowerCase();
  if (!STATUSES.includes(status)) {
    problems.push(`« Status » doit valoir active, draft ou archived (reçu « ${row.get("status")} »).`);
  }
  return {
    handle,
    title,
    descriptionHtml: row.get("body"),
    vendor: row.get("vendor"),
    productType: row.get("type"),
    tags: [
      ...new Set(
        row
          .get("tags")
          .split(",")
          .map((tag) => tag.trim())
          .filter((tag) => tag !== ""),
      ),
    ],
    options,
    // Shopify shows a product only when it is active and published: a draft or an archived one stays hidden.
    published: published !== "false" && (status === "" || status === "active"),
    variants: [],
    images: [],
  };
}

/**
 * A grade option (`État` or `Condition`, decision 019) is stored in the shop's words whatever the file's (« Very good »,
 * « Comme neuf » → « Très bon état »); a value outside the scale is refused with what is expected.
 */
function gradeLabel(given: string, column: string, problems: string[]): string | null {
  const grade = gradeOfValue(given);
  if (grade) return grade.label;
  problems.push(
    `État inconnu « ${given} » (« ${column} ») : ${CONDITION_GRADES.map((known) => `« ${known.label} »`).join(", ")} attendu.`,
  );
  return null;
}

/** The row's variant, when it has a price or an option value (an image-only row has neither). */
function readVariant(row: Row, options: ProductOption[], problems: string[]): VariantInput | undefined {
  const price = row.get("price");
  const values = OPTION_SLOTS.map(([, valueColumn]) => row.get(valueColumn));
  if (price === "" && values.every((value) => value === "")) return undefined;
  if (!PRICE.test(price)) {
    problems.push(
      price === "" ? "Prix manquant (« Variant Price »)." : `Prix invalide « ${price} » (« Variant Price »).`,
    );
  }
  const compareAt = row.get("compareAtPrice");
  if (compareAt !== "" && !PRICE.test(compareAt)) {
    problems.push(`Prix barré invalide « ${compareAt} » (« Variant Compare At Price »).`);
  }
  const quantityText = row.get("quantity");
  if (quantityText !== "" && !QUANTITY.test(quantityText)) {
    problems.push(`Stock invalide « ${quantityText} » (« Variant Inventory Qty ») : un nombre entier est attendu.`);
  }
  const grams = row.get("grams");
  if (grams !== "" && !GRAMS.test(grams)) problems.push(`Poids invalide « ${grams} » (« Variant Grams »).`);
  const policy = row.get("policy").toLowerCase();
  if (policy !== "" && policy !== "deny" && policy !== "continue") {
    problems.push(`« Variant Inventory Policy » doit valoir deny ou continue (reçu « ${row.get("policy")} »).`);
  }
  const selectedOptions: SelectedOption[] = [];
  values.forEach((given, index) => {
    const option = options[index];
    if (given === "") return;
    if (!option) {
      problems.push(`Valeur d'option « ${given} » sans nom d'option sur la première ligne du produit.`);
      return;
    }
    const column = COLUMNS[OPTION_SLOTS[index]?.[1] ?? "option1Value"];
    const value = isGradeOption(option.name) ? gradeLabel(given, column, problems) : given;
    if (value === null) return;
    selectedOptions.push({ name: option.name, value });
    if (!option.values.includes(value)) option.values.push(value);
  });
  if (problems.length > 0) return undefined;
  const unit = WEIGHT_UNITS[row.get("weightUnit").toLowerCase()];
  // An empty tracker means Shopify does not count the variant (always for sale); a file without the column is counted.
  const inventoryTracked = !row.has("tracker") || row.get("tracker") !== "";
  return {
    title: selectedOptions.length > 0 ? selectedOptions.map((option) => option.value).join(" / ") : "Default Title",
    sku: row.get("sku") || undefined,
    barcode: row.get("barcode") || undefined,
    price: decimal(price),
    compareAtPrice: compareAt ? decimal(compareAt) : undefined,
    // A negative figure under 'continue' counts copies sold ahead of a restock: kept, so the next delivery adds up.
    inventoryQuantity:
      quantityText === "" ? 0 : policy === "continue" ? Number(quantityText) : Math.max(0, Number(quantityText)),
    inventoryPolicy: policy === "continue" ? "continue" : "deny",
    inventoryTracked,
    // Shopify exports the weight in grams whatever unit it displays; below a gram is conversion noise, not a weight.
    weight: grams ? String(Math.round(Number(grams.replace(",", ".")))) : undefined,
    weightUnit: grams ? "GRAMS" : unit,
    selectedOptions,
  };
}

function readImage(
  row: Row,
  nextPosition: number,
  problems: string[],
): (ImageInput & { position: number }) | undefined {
  const src = row.get("imageSrc");
  if (src === "") return undefined;
  if (!isHttpsUrl(src)) {
    problems.push(
      src.toLowerCase().startsWith("http://")
        ? `Adresse d'image non sécurisée « ${src.slice(0, 80)} » (« Image Src ») : le site n'affiche que des images en https, corrigez l'adresse en https://.`
        : `Adresse d'image invalide « ${src.slice(0, 80)} » (« Image Src ») : une adresse https est attendue.`,
    );
    return undefined;
  }
  const positionText = row.get("imagePosition");
  if (positionText !== "" && !/^\d{1,4}$/.test(positionText)) {
    problems.push(`Position d'image invalide « ${positionText} » (« Image Position »).`);
    return undefined;
  }
  return { url: src, altText: row.get("imageAlt"), position: positionText ? Number(positionText) : nextPosition };
}

/**
 * The pages' content security policy loads images over https only; an http address is refused rather than rewritten,
 * since its host may not answer in https and the book would show a broken image nobody notices.
 */
function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === "https:";
  } catch {
    return false;
  }
}

function controlCharacterMessage(cell: string, where: string): string {
  const code = cell.match(CONTROL_CHARACTER)?.[0]?.codePointAt(0) ?? 0;
  const name = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return `Caractère de contrôle interdit (${name}) dans ${where} : enregistrez le fichier sans caractères invisibles.`;
}

/** A product with a refused row is already reported: no second 'no variant' message for it. */
function refuseDraftOf(handle: string | undefined, drafts: Map<string, Draft>): void {
  const draft = handle === undefined ? undefined : drafts.get(handle.trim());
  if (draft) draft.refused = true;
}

/** '12,5' → '12.50': the writer stores decimal text with a point. */
function decimal(text: string): string {
  return Number(text.replace(",", ".")).toFixed(2);
}

/** csv-parse reports the line a record ends on; a quoted field may span lines, so count back to its first line. */
function startLine(endLine: number, raw: string): number {
  const content = raw.replace(/^(?:\r?\n)+/, "").replace(/\r?\n$/, "");
  return endLine - (content.match(/\n/g)?.length ?? 0);
}

function csvErrorMessage(error: CsvError): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return "un guillemet ouvert n'est jamais refermé.";
    case "CSV_INVALID_CLOSING_QUOTE":
      return "un guillemet fermant est suivi d'autre chose qu'un séparateur.";
    default:
      return "structure illisible.";
  }
}
