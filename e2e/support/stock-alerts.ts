import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { decodeTextBody, type ReceivedMail } from "../../server/mail/smtp-server.test-helper.ts";
import { STOREFRONT_API_PATH } from "./storefront-token.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

/** A book as the local Storefront API gives it, with what a CSV import needs to write it back. */
export type ImportableBook = {
  handle: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  variants: Array<{ sku: string | null; price: string; option: { name: string; value: string } | null }>;
};

export async function importableBook(baseUrl: string, token: string, handle: string): Promise<ImportableBook> {
  const response = await fetch(`${baseUrl}${STOREFRONT_API_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-shopify-storefront-access-token": token },
    body: JSON.stringify({
      query: `query Book($handle: String!) { product(handle: $handle) { handle title descriptionHtml vendor productType
        tags variants(first: 10) { nodes { sku price { amount } selectedOptions { name value } } } } }`,
      variables: { handle },
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      product: Omit<ImportableBook, "variants"> & {
        variants: {
          nodes: Array<{
            sku: string | null;
            price: { amount: string };
            selectedOptions: Array<{ name: string; value: string }>;
          }>;
        };
      };
    };
  };
  return {
    ...data.product,
    variants: data.product.variants.nodes.map((variant) => ({
      sku: variant.sku,
      price: variant.price.amount,
      option: variant.selectedOptions[0] ?? null,
    })),
  };
}

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A Shopify product CSV that puts `copies` copies of each of the book's variants back on sale, the rest unchanged. */
export function restockCsv(book: ImportableBook, copies: number): string {
  const header = [
    "Handle",
    "Title",
    "Body (HTML)",
    "Vendor",
    "Type",
    "Tags",
    "Published",
    "Option1 Name",
    "Option1 Value",
    "Variant SKU",
    "Variant Inventory Qty",
    "Variant Inventory Policy",
    "Variant Price",
  ];
  const rows = book.variants.map((variant, index) =>
    [
      book.handle,
      index === 0 ? book.title : "",
      index === 0 ? book.descriptionHtml : "",
      index === 0 ? book.vendor : "",
      index === 0 ? book.productType : "",
      index === 0 ? book.tags.join(", ") : "",
      index === 0 ? "TRUE" : "",
      index === 0 ? (variant.option?.name ?? "") : "",
      variant.option?.value ?? "",
      variant.sku ?? "",
      String(copies),
      "deny",
      variant.price,
    ]
      .map(cell)
      .join(","),
  );
  return `${[header.join(","), ...rows].join("\n")}\n`;
}

/** `npm run catalogue:import -- file.csv` as the owner runs it, against the shop's PostgreSQL database. */
export async function importCatalogue(databaseUrl: string, dir: string, csv: string): Promise<string> {
  const file = path.join(dir, `import-${Date.now()}.csv`);
  writeFileSync(file, csv);
  const { stdout } = await run(process.execPath, ["scripts/catalogue-import.ts", file], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "production", SITE_URL: "http://localhost" },
  });
  return stdout;
}

/** A command of the owner's (`npm run demand`, `npm run alerts`) against the shop's PostgreSQL database. */
export async function ownerCommand(databaseUrl: string, script: string, args: string[] = []): Promise<string> {
  const { stdout } = await run(process.execPath, [`scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "production", SITE_URL: "http://localhost" },
  });
  return stdout;
}

/** The received mails to one address of one kind, told apart by their subject. */
export function mailsTo(received: readonly ReceivedMail[], address: string, subject: RegExp): ReceivedMail[] {
  return received.filter((mail) => mail.to.includes(address) && subject.test(subjectOf(mail)));
}

export function subjectOf(mail: ReceivedMail): string {
  const headers = (mail.raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  const encoded = /^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? "";
  // Nodemailer writes a subject with accents as RFC 2047 words: decode them.
  return encoded
    .replace(/=\?utf-8\?Q\?(.*?)\?=\s*/gi, (_m, text: string) =>
      Buffer.from(
        text
          .replace(/_/g, " ")
          .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      ).toString("utf8"),
    )
    .replace(/=\?utf-8\?B\?(.*?)\?=\s*/gi, (_m, text: string) => Buffer.from(text, "base64").toString("utf8"));
}

/** A mail's header, unfolded. */
export function headerOf(mail: ReceivedMail, name: string): string | null {
  const headers = (mail.raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1]?.trim() ?? null;
}

/** The first link of a mail's text that goes to `path` on `origin`. */
export function linkIn(mail: ReceivedMail, origin: string, pathname: string): string {
  const { text } = decodeTextBody(mail.raw);
  const found = text.match(
    new RegExp(`${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${pathname}\\?jeton=[A-Za-z0-9._-]+`),
  );
  if (!found) throw new Error(`pas de lien ${pathname} dans :\n${text}`);
  return found[0];
}
