import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isKnownColumn, parseShopifyCsv } from "./shopify-csv.ts";

const HEADER =
  "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant Inventory Qty,Variant Price,Image Src,Image Position,Image Alt Text";
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n");
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const GOOD =
  'livre-un,Livre un,<p>Un.</p>,Nathan,Album,"4-6 ans, Animaux",TRUE,Title,Default Title,3,7.90,https://img.example/1.jpg,1,Couverture';

describe("parseShopifyCsv", () => {
  it("reads the repository's sample export: variants and images from continuation rows, options, published flag", () => {
    const sample = readFileSync(new URL("../../../samples/catalogue-exemple.csv", import.meta.url), "utf8");
    const { products, problems } = parseShopifyCsv(sample);
    expect(problems).toEqual([]);
    expect(products.map((product) => product.handle)).toEqual([
      "le-grand-livre-des-dinosaures",
      "petit-ours-brun-va-a-l-ecole",
      "la-cabane-magique-tome-1",
      "mon-cahier-de-coloriages-de-noel",
    ]);
    const [dinosaurs, , cabane, colouring] = products;
    expect(dinosaurs?.options).toEqual([{ name: "État", values: ["Très bon état", "Bon état"] }]);
    expect(dinosaurs?.variants.map((v) => [v.title, v.price, v.inventoryQuantity, v.compareAtPrice])).toEqual([
      ["Très bon état", "8.90", 3, "19.90"],
      ["Bon état", "6.90", 1, "19.90"],
    ]);
    expect(dinosaurs?.images.map((image) => image.altText)).toEqual([
      "Couverture du grand livre des dinosaures",
      "Quatrième de couverture",
      "Une double page intérieure",
    ]);
    expect(dinosaurs?.tags).toEqual(["4-6 ans", "Documentaires", "Dinosaures"]);
    expect(dinosaurs?.descriptionHtml).toContain("<p>Auteur : Claire Martin</p>");
    expect(cabane?.variants[0]?.price).toBe("4.20");
    expect(colouring?.published).toBe(false);
    expect(colouring?.images).toEqual([]);
  });

  it("orders images by their Image Position, not by row order", () => {
    const { products } = parseShopifyCsv(
      csv(GOOD.replace(",1,Couverture", ",2,Dos"), "livre-un,,,,,,,,,,,https://img.example/0.jpg,1,Face"),
    );
    expect(products[0]?.images.map((image) => image.altText)).toEqual(["Face", "Dos"]);
  });

  it("accepts a UTF-8 byte order mark and Windows line ends", () => {
    const { products, problems } = parseShopifyCsv(`\uFEFF${csv(GOOD)}`.replace(/\n/g, "\r\n"));
    expect(problems).toEqual([]);
    expect(products).toHaveLength(1);
  });

  it("refuses a file that is not a product export, naming the missing columns", () => {
    expect(parseShopifyCsv("Nom,Prix\nLivre,3\n").problems).toEqual([
      {
        line: 1,
        message:
          "Colonnes manquantes : « Handle », « Title », « Variant Price ». Ce n'est pas un export de produits Shopify.",
      },
    ]);
  });

  it("refuses an empty file", () => {
    expect(parseShopifyCsv("").problems).toEqual([{ line: 1, message: "Le fichier est vide." }]);
  });

  it("reports an unclosed quote with its line", () => {
    const { problems } = parseShopifyCsv(csv(GOOD, 'livre-deux,"Livre deux,,,,,,,,,1.00,,,'));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain("guillemet");
    expect(problems[0]?.line).toBeGreaterThanOrEqual(3);
  });

  it("reports every bad row with its line and reason, and keeps no product at all", () => {
    const { products, problems } = parseShopifyCsv(
      csv(
        GOOD,
        "livre-deux,Livre deux,,,,,TRUE,Title,Default Title,2,douze euros,,,",
        "livre-trois,Livre trois,,,,,TRUE,Title,Default Title,2,-3,,,",
        "livre-quatre,Livre quatre,,,,,TRUE,Title,Default Title,deux,4.00,,,",
        "Livre Cinq,Livre cinq,,,,,TRUE,Title,Default Title,1,4.00,,,",
        "livre-six,Livre six,,,,,TRUE",
        "livre-un,Autre titre,,,,,TRUE,Title,Default Title,1,5.00,,,",
        "livre-sept,,,,,,,,,1,5.00,,,",
        "livre-huit,Livre huit,,,,,peut-être,Title,Default Title,1,5.00,,,",
        "livre-neuf,Livre neuf,,,,,TRUE,Title,Default Title,1,5.00,javascript:alert(1),1,",
        ",Sans handle,,,,,TRUE,Title,Default Title,1,5.00,,,",
      ),
    );
    expect(products).toEqual([]);
    expect(problems).toEqual([
      { line: 3, message: "Prix invalide « douze euros » (« Variant Price »)." },
      { line: 4, message: "Prix invalide « -3 » (« Variant Price »)." },
      { line: 5, message: "Stock invalide « deux » (« Variant Inventory Qty ») : un nombre entier est attendu." },
      { line: 6, message: "Handle invalide « Livre Cinq » : lettres minuscules, chiffres et tirets seulement." },
      { line: 7, message: "7 colonnes au lieu de 14." },
      { line: 8, message: "Handle en double « livre-un » : déjà défini ligne 2." },
      { line: 9, message: "Titre manquant : la première ligne du produit « livre-sept » doit avoir un titre." },
      { line: 10, message: "« Published » doit valoir TRUE ou FALSE (reçu « peut-être »)." },
      {
        line: 11,
        message: "Adresse d'image invalide « javascript:alert(1) » (« Image Src ») : une adresse https est attendue.",
      },
      { line: 12, message: "Handle manquant." },
    ]);
  });

  it("counts lines from where a multi-line description starts", () => {
    const { problems } = parseShopifyCsv(
      csv(
        'livre-un,Livre un,"<p>Un</p>\n<p>Deux</p>\n<p>Trois</p>",,,,TRUE,Title,Default Title,1,1.00,,,',
        "livre-deux,Livre deux,,,,,TRUE,Title,Default Title,1,abc,,,",
      ),
    );
    expect(problems).toEqual([{ line: 5, message: "Prix invalide « abc » (« Variant Price »)." }]);
  });

  it("refuses a repeated variant and a product without any priced variant", () => {
    const { problems } = parseShopifyCsv(
      csv(
        GOOD,
        "livre-un,,,,,,,,Default Title,1,8.00,,,",
        "livre-deux,Livre deux,,,,,TRUE,,,,,https://img.example/2.jpg,1,",
      ),
    );
    expect(problems).toEqual([
      { line: 3, message: "Variante en double pour « livre-un » (Default Title)." },
      { line: 4, message: "Le produit « livre-deux » n'a aucune variante avec un prix." },
    ]);
  });

  it("reads a grade option named État or Condition in the shop's words, English and « comme neuf » included", () => {
    const { products, problems } = parseShopifyCsv(
      csv(
        "livre-un,Livre un,,Nathan,Album,,TRUE,condition,Very good,2,8.90,,,",
        "livre-un,,,,,,,,Good,1,6.90,,,",
        "livre-deux,Livre deux,,Milan,Album,,TRUE,ÉTAT,Comme neuf,1,5.90,,,",
      ),
    );
    expect(problems).toEqual([]);
    expect(products[0]?.options).toEqual([{ name: "condition", values: ["Très bon état", "Bon état"] }]);
    expect(products[0]?.variants.map((variant) => variant.title)).toEqual(["Très bon état", "Bon état"]);
    expect(products[1]?.variants[0]?.selectedOptions).toEqual([{ name: "ÉTAT", value: "Très bon état" }]);
  });

  it("refuses a grade outside the scale with its line and the expected values", () => {
    const { problems } = parseShopifyCsv(csv("livre-un,Livre un,,Nathan,Album,,TRUE,État,Abîmé,2,8.90,,,"));
    expect(problems).toEqual([
      {
        line: 2,
        message:
          "État inconnu « Abîmé » (« Option1 Value ») : « Très bon état », « Bon état », « État correct » attendu.",
      },
    ]);
  });

  it("reads a French decimal comma and keeps description HTML as given", () => {
    const { products } = parseShopifyCsv(
      csv('livre-un,Livre un,"<script>alert(1)</script><p>Texte</p>",,,,TRUE,Title,Default Title,1,"12,5",,,'),
    );
    expect(products[0]?.variants[0]?.price).toBe("12.50");
    // Stored as given: the product page sanitises description HTML before rendering it (docs/architecture.md §8).
    expect(products[0]?.descriptionHtml).toBe("<script>alert(1)</script><p>Texte</p>");
  });
});

describe("parseShopifyCsv on Shopify's own files", () => {
  it("knows every column of Shopify's template and export, reading some and ignoring the others on purpose", () => {
    for (const name of ["shopify-template.csv", "shopify-export.csv"]) {
      const header = fixture(name).split("\n")[0]?.split(",") ?? [];
      expect(header.filter((column) => !isKnownColumn(column))).toEqual([]);
    }
    expect(isKnownColumn("Variant Inventory Tracker")).toBe(true);
    expect(isKnownColumn("Couleur préférée du libraire")).toBe(false);
  });

  it("reads the product template: two options, decimal grams, an untracked variant, 'continue', images on their own rows", () => {
    const { products, problems } = parseShopifyCsv(fixture("shopify-template.csv"));
    expect(problems).toEqual([]);
    expect(products).toHaveLength(1);
    const [bag] = products;
    expect(bag?.options).toEqual([
      { name: "Color", values: ["Rouge", "Bleu"] },
      { name: "Size", values: ["Petit", "Grand"] },
    ]);
    expect(
      bag?.variants.map((variant) => [
        variant.title,
        variant.sku,
        variant.weight,
        variant.weightUnit,
        variant.inventoryQuantity,
        variant.inventoryPolicy,
        variant.inventoryTracked,
      ]),
    ).toEqual([
      ["Rouge / Petit", "SAC-R-P", "227", "GRAMS", 3, "deny", true],
      ["Rouge / Grand", "SAC-R-G", "340", "GRAMS", 0, "continue", true],
      ["Bleu / Petit", "SAC-B-P", "227", "GRAMS", 0, "deny", false],
      ["Bleu / Grand", "SAC-B-G", "340", "GRAMS", 0, "deny", true],
    ]);
    expect(bag?.variants[0]?.selectedOptions).toEqual([
      { name: "Color", value: "Rouge" },
      { name: "Size", value: "Petit" },
    ]);
    expect(bag?.images.map((image) => image.altText)).toEqual(["Sac rouge, face", "Sac bleu, face", "Sac, vue de dos"]);
    expect(bag?.published).toBe(true);
  });

  it("reads a store export: metafields and Google Shopping ignored, draft and archived products hidden, back-order stock kept", () => {
    const { products, problems } = parseShopifyCsv(fixture("shopify-export.csv"));
    expect(problems).toEqual([]);
    expect(products.map((product) => [product.handle, product.published, product.variants.length])).toEqual([
      ["la-sorciere-du-placard", true, 2],
      ["imagier-des-saisons", true, 1],
      ["cahier-de-vacances-cp", false, 1],
      ["le-petit-prince-archive", false, 1],
    ]);
    const [witch, picture] = products;
    expect(witch?.descriptionHtml).toContain("<p>Auteur : Pierre Gripari</p>");
    expect(witch?.tags).toEqual(["8-10 ans", "Romans", "Contes et histoires"]);
    expect(witch?.variants.map((variant) => [variant.title, variant.price, variant.inventoryQuantity])).toEqual([
      ["Très bon état", "3.90", 2],
      ["Bon état", "2.50", 0],
    ]);
    expect(witch?.images).toHaveLength(2);
    // One copy sold ahead of a restock: the owed copy stays counted.
    expect(picture?.variants[0]).toMatchObject({ inventoryQuantity: -1, inventoryPolicy: "continue", weight: "311" });
  });

  it("accepts a column it does not know", () => {
    const { problems } = parseShopifyCsv(
      csv(GOOD).replace("Image Alt Text", "Image Alt Text,Note interne").replace(",Couverture", ",Couverture,à relire"),
    );
    expect(problems).toEqual([]);
  });

  it("decimal grams accepted, rounded to the nearest gram", () => {
    const header = `${HEADER},Variant Grams`;
    const { products, problems } = parseShopifyCsv(
      `${header}\n${GOOD},226.796185\nlivre-deux,${GOOD.slice(9)},"0,4"`.replace(
        "livre-deux,Livre un",
        "livre-deux,Livre deux",
      ),
    );
    expect(problems).toEqual([]);
    expect(products.map((product) => product.variants[0]?.weight)).toEqual(["227", "0"]);
  });

  it("refuses an http image with its line number and says to use https", () => {
    const { problems } = parseShopifyCsv(csv(GOOD, "livre-un,,,,,,,,,,,http://img.example/2.jpg,2,Dos"));
    expect(problems).toEqual([
      {
        line: 3,
        message:
          "Adresse d'image non sécurisée « http://img.example/2.jpg » (« Image Src ») : le site n'affiche que des images en https, corrigez l'adresse en https://.",
      },
    ]);
  });

  it("refuses a NUL or another control character with its line number instead of a database error", () => {
    const { products, problems } = parseShopifyCsv(
      csv(
        GOOD,
        "livre-deux,Livre\u0000deux,,,,,TRUE,Title,Default Title,1,5.00,,,",
        "livre-trois,Livre trois,,,,,TRUE,Title,Default Title,1,5.00,,,Bip\u0007",
      ),
    );
    expect(products).toEqual([]);
    expect(problems).toEqual([
      {
        line: 3,
        message:
          "Caractère de contrôle interdit (U+0000) dans « Title » : enregistrez le fichier sans caractères invisibles.",
      },
      {
        line: 4,
        message:
          "Caractère de contrôle interdit (U+0007) dans « Image Alt Text » : enregistrez le fichier sans caractères invisibles.",
      },
    ]);
    // Tabs and line breaks inside a quoted field are ordinary text.
    expect(
      parseShopifyCsv(csv('livre-un,Livre un,"<p>Un\tdeux</p>\r\n<p>trois</p>",,,,TRUE,Title,Default Title,1,5.00,,,'))
        .problems,
    ).toEqual([]);
  });

  it("refuses a Status Shopify does not write", () => {
    const header = `${HEADER},Status`;
    expect(parseShopifyCsv(`${header}\n${GOOD},brouillon`).problems).toEqual([
      { line: 2, message: "« Status » doit valoir active, draft ou archived (reçu « brouillon »)." },
    ]);
  });
});
