import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The repository explains itself (issue 42): its code cites docs/product.md, docs/architecture.md and
 * docs/conventions.md by numbered section, never a document a clone does not have. This file is the guard; it names
 * the old references itself, so it leaves itself out.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const thisFile = path.relative(root, fileURLToPath(import.meta.url));

/** Where the code lives; plus the files at the root (configuration, README). */
const CODE_DIRS = ["app", "core", "server", "scripts", "bench", "e2e", "deploy", "build-plugins", ".ci"];
/** Generated or local folders, never the project's own text. */
const SKIPPED = new Set(["node_modules", "build", ".react-router", "data", "reports", "test-results", ".e2e-data"]);
const ROOT_FILES_SKIPPED = new Set(["package-lock.json"]);

/** References to the documents that stayed outside the repository, before issue 42. */
const OUTSIDE_REFERENCES: ReadonlyArray<readonly [RegExp, string]> = [
  [/SPEC §/, "SPEC §"],
  [/SPEC\.md/, "SPEC.md"],
  [/DESIGN\.md/, "DESIGN.md"],
  [/STYLE\.md/, "STYLE.md"],
  [/\.\.\/shared\//, "../shared/"],
  // « SPEC's message », « DESIGN deviation 6 »: the same documents under another spelling.
  [/\bSPEC\b/, "SPEC"],
  [/\bDESIGN\b/, "DESIGN"],
];

type TextFile = { file: string; lines: string[] };

function walk(dir: string, into: string[]): string[] {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) walk(relative, into);
    } else if (entry.isFile()) into.push(relative);
  }
  return into;
}

/** The text of a file, or null for a binary one (a NUL byte) or one too large to be written by hand. */
function readText(file: string): string | null {
  if (statSync(path.join(root, file)).size > 2_000_000) return null;
  const text = readFileSync(path.join(root, file), "utf8");
  return text.includes("\u0000") ? null : text;
}

function textFiles(files: string[]): TextFile[] {
  return files.flatMap((file) => {
    const text = readText(file);
    return text === null ? [] : [{ file, lines: text.split("\n") }];
  });
}

const codeFiles = textFiles(
  [
    ...CODE_DIRS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) => walk(dir, [])),
    ...readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !ROOT_FILES_SKIPPED.has(entry.name))
      .map((entry) => entry.name),
  ].filter((file) => file !== thisFile),
);
/** The documents themselves cite each other too (not the decisions, which keep the references of their time). */
const docFiles = textFiles(
  readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join("docs", name)),
);

/** A cited document and the sections right after it: `docs/product.md §4/§5`, `§2, §9`, `§7 call 6` → §7. */
const CITATION = /docs\/[\w./-]+?\.md/g;
const SECTIONS_AFTER = /^\s*§\d+(?:\.\d+)*(?:\s*(?:,|\/|and|et)?\s*§\d+(?:\.\d+)*)*/;

function citationsIn(line: string): Array<{ document: string; sections: string[] }> {
  return [...line.matchAll(CITATION)].map((match) => {
    const after = line.slice((match.index ?? 0) + match[0].length).match(SECTIONS_AFTER)?.[0] ?? "";
    return {
      document: match[0],
      sections: [...after.matchAll(/§(\d+(?:\.\d+)*)/g)].map((section) => section[1] ?? ""),
    };
  });
}

/** The numbered headings of a document: `## §2 Écrans et routes`, `### §10.3 …`. */
function sectionsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6}\s+§(\d+(?:\.\d+)*)\b/gm)].map((heading) => heading[1] ?? ""));
}

describe("how a citation is read", () => {
  it("takes every section that follows the document, and only those", () => {
    expect(citationsIn("/** docs/product.md §4/§5: a quantity (docs/architecture.md §2.3, §8). */")).toEqual([
      { document: "docs/product.md", sections: ["4", "5"] },
      { document: "docs/architecture.md", sections: ["2.3", "8"] },
    ]);
    expect(citationsIn("docs/product.md §7 call 6 and §9 of nothing")).toEqual([
      { document: "docs/product.md", sections: ["7"] },
    ]);
    expect(citationsIn("see docs/README.md.")).toEqual([{ document: "docs/README.md", sections: [] }]);
  });

  it("finds the numbered headings of a document", () => {
    expect([...sectionsOf("# Titre\n## §2 Écrans\n### §2.10 Listes\ntexte §3\n## Sans numéro\n")]).toEqual([
      "2",
      "2.10",
    ]);
  });
});

describe("the repository explains itself", () => {
  it("reads the code it guards", () => {
    expect(codeFiles.some((text) => text.file === path.join("server", "start-shop.ts"))).toBe(true);
    expect(codeFiles.some((text) => text.file === "vite.config.ts")).toBe(true);
  });

  it("cites no document outside the repository (SPEC, DESIGN, STYLE, ../shared)", () => {
    const found: string[] = [];
    for (const { file, lines } of codeFiles) {
      lines.forEach((line, index) => {
        for (const [pattern, name] of OUTSIDE_REFERENCES) {
          if (pattern.test(line)) found.push(`${file}:${index + 1} cites « ${name} »: ${line.trim()}`);
        }
      });
    }
    expect(found, "cite docs/product.md, docs/architecture.md or docs/conventions.md instead (docs/README.md)").toEqual(
      [],
    );
  });

  it("cites only docs files and sections that exist", () => {
    const headings = new Map<string, Set<string>>();
    const broken: string[] = [];
    for (const { file, lines } of [...codeFiles, ...docFiles]) {
      lines.forEach((line, index) => {
        for (const { document, sections } of citationsIn(line)) {
          const where = `${file}:${index + 1}`;
          if (!existsSync(path.join(root, document))) {
            broken.push(`${where}: ${document} does not exist`);
            continue;
          }
          if (sections.length === 0) continue;
          let known = headings.get(document);
          if (!known) {
            known = sectionsOf(readFileSync(path.join(root, document), "utf8"));
            headings.set(document, known);
          }
          for (const section of sections) {
            if (!known.has(section)) broken.push(`${where}: ${document} has no heading §${section}`);
          }
        }
      });
    }
    expect(broken).toEqual([]);
    // The guard guards something: the code does cite the documents.
    expect(headings.size).toBeGreaterThanOrEqual(3);
  });
});
