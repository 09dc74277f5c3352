/**
 * Shopify's search syntax for `products(query:)`, as the storefront writes it: `tag:Noël`, `tag:"0-4 ans"`,
 * `vendor:'Gallimard Jeunesse'`, `title:dino*`, free text, implicit AND, `AND`/`OR`, `NOT`/`-term`, parentheses.
 * Parsing is pure and never throws: a query that does not follow the grammar is read as plain free text.
 */

export type Comparator = ":" | ":<" | ":>" | ":<=" | ":>=";

export type ProductQuery =
  /** No constraint: the empty query, or a term without a value. */
  | { kind: "all" }
  | { kind: "and"; operands: ProductQuery[] }
  | { kind: "or"; operands: ProductQuery[] }
  | { kind: "not"; operand: ProductQuery }
  /** Free text; a quoted value is a phrase. */
  | { kind: "text"; value: string; phrase: boolean }
  /** `field:value`; the field name is lower-cased, `prefix` is a trailing `*` on an unquoted value (removed). */
  | { kind: "field"; field: string; comparator: Comparator; value: string; quoted: boolean; prefix: boolean };

type Token =
  | { type: "(" }
  | { type: ")" }
  | { type: "AND" }
  | { type: "OR" }
  | { type: "NOT" }
  | { type: "term"; field: string | null; comparator: Comparator; value: string; quoted: boolean };

/** Parentheses nested deeper than this are not a query a person wrote: read as free text. */
const MAX_NESTING = 32;

class QuerySyntaxError extends Error {}

export function parseProductQuery(input: string): ProductQuery {
  try {
    const tokens = tokenize(input);
    if (tokens.length === 0) return { kind: "all" };
    return new Parser(tokens).parseQuery();
  } catch (error) {
    if (error instanceof QuerySyntaxError || error instanceof RangeError) return freeText(input);
    throw error;
  }
}

/** The words of a query that does not parse, as free text: operators, field names and punctuation dropped. */
function freeText(input: string): ProductQuery {
  const words = input
    .split(/[\s"'()]+/)
    .map((word) => word.replace(/^-+/, "").replace(/^[a-z_][a-z0-9_.]*:[<>]?=?/i, ""))
    .filter((word) => word !== "" && word !== "AND" && word !== "OR" && word !== "NOT");
  return combine(
    "and",
    words.map((value) => ({ kind: "text", value, phrase: false })),
  );
}

const FIELD_PREFIX = /^([a-z_][a-z0-9_.]*)(:<=|:>=|:<|:>|:)/i;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < input.length) {
    const char = input[index] as string;
    if (/\s/.test(char)) {
      index++;
    } else if (char === "(" || char === ")") {
      tokens.push({ type: char });
      index++;
    } else if (char === "-" && index + 1 < input.length && !/[\s)]/.test(input[index + 1] as string)) {
      // `-` is a modifier only when glued to what it negates (Shopify's grammar).
      tokens.push({ type: "NOT" });
      index++;
    } else {
      const field = FIELD_PREFIX.exec(input.slice(index));
      let name: string | null = null;
      let comparator: Comparator = ":";
      if (field) {
        name = (field[1] as string).toLowerCase();
        comparator = field[2] as Comparator;
        index += field[0].length;
      }
      const value = readValue(input, index);
      index = value.end;
      if (!name && !value.quoted && (value.text === "AND" || value.text === "OR" || value.text === "NOT")) {
        tokens.push({ type: value.text });
      } else {
        tokens.push({ type: "term", field: name, comparator, value: value.text, quoted: value.quoted });
      }
    }
  }
  return tokens;
}

function readValue(input: string, start: number): { text: string; quoted: boolean; end: number } {
  const quote = input[start];
  if (quote === '"' || quote === "'") {
    let text = "";
    for (let index = start + 1; index < input.length; index++) {
      const char = input[index] as string;
      if (char === "\\" && index + 1 < input.length) {
        text += input[++index];
      } else if (char === quote) {
        return { text, quoted: true, end: index + 1 };
      } else {
        text += char;
      }
    }
    throw new QuerySyntaxError("guillemet non fermé");
  }
  let text = "";
  let index = start;
  for (; index < input.length; index++) {
    const char = input[index] as string;
    if (/[\s()]/.test(char)) break;
    if (char === "\\" && index + 1 < input.length) {
      text += input[++index];
    } else {
      text += char;
    }
  }
  return { text, quoted: false, end: index };
}

class Parser {
  private readonly tokens: Token[];
  private position = 0;
  private depth = 0;

  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  parseQuery(): ProductQuery {
    const query = this.parseOr();
    if (this.position < this.tokens.length) throw new QuerySyntaxError("parenthèse fermante en trop");
    return query;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  /** OR binds looser than AND: `a b OR c` is `(a AND b) OR c`. */
  private parseOr(): ProductQuery {
    const operands = [this.parseAnd()];
    while (this.peek()?.type === "OR") {
      this.position++;
      operands.push(this.parseAnd());
    }
    return combine("or", operands);
  }

  private parseAnd(): ProductQuery {
    const operands = [this.parseUnary()];
    for (let next = this.peek(); next && next.type !== "OR" && next.type !== ")"; next = this.peek()) {
      if (next.type === "AND") this.position++;
      operands.push(this.parseUnary());
    }
    return combine("and", operands);
  }

  private parseUnary(): ProductQuery {
    if (this.peek()?.type === "NOT") {
      this.position++;
      const operand = this.parseUnary();
      return operand.kind === "all" ? operand : { kind: "not", operand };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): ProductQuery {
    const token = this.tokens[this.position++];
    if (!token) throw new QuerySyntaxError("terme attendu");
    if (token.type === "(") {
      if (++this.depth > MAX_NESTING) throw new QuerySyntaxError("trop de parenthèses imbriquées");
      const inner = this.parseOr();
      if (this.tokens[this.position++]?.type !== ")") throw new QuerySyntaxError("parenthèse non fermée");
      this.depth--;
      return inner;
    }
    if (token.type !== "term") throw new QuerySyntaxError(`${token.type} inattendu`);
    return termNode(token);
  }
}

function termNode(token: Extract<Token, { type: "term" }>): ProductQuery {
  let value = token.value;
  let prefix = false;
  if (!token.quoted && value.endsWith("*")) {
    value = value.replace(/\*+$/, "");
    prefix = true;
  }
  if (value.trim() === "") return { kind: "all" };
  if (token.field === null) return { kind: "text", value, phrase: token.quoted };
  return { kind: "field", field: token.field, comparator: token.comparator, value, quoted: token.quoted, prefix };
}

/** Flattens nested AND/OR of the same kind and drops operands that constrain nothing. */
function combine(kind: "and" | "or", operands: ProductQuery[]): ProductQuery {
  const flat: ProductQuery[] = [];
  for (const operand of operands) {
    if (operand.kind === "all") {
      // `x OR <anything>` is everything; `x AND <anything>` is x.
      if (kind === "or") return operand;
      continue;
    }
    if (operand.kind === kind) flat.push(...operand.operands);
    else flat.push(operand);
  }
  if (flat.length === 0) return { kind: "all" };
  if (flat.length === 1) return flat[0] as ProductQuery;
  return { kind, operands: flat };
}
