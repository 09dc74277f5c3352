/**
 * What the logs may say about an unexpected error: its kind, its code and where it was thrown — never its message when
 * that message may carry data. A database error's message holds the SQL and its parameters (a customer's e-mail and
 * address in an order insert, a forged cursor's value); a request's may hold a token. Programming errors
 * (TypeError, RangeError…) keep their message: it names code, not data.
 */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return `valeur levée de type ${typeof error}`;
  const parts = [error.name];
  const code = codeOf(error) ?? (error.cause instanceof Error || isObject(error.cause) ? codeOf(error.cause) : null);
  if (code) parts.push(`code ${code}`);
  if (PROGRAMMING_ERRORS.has(error.constructor) && code === null) parts.push(`« ${error.message.slice(0, 200)} »`);
  const where = whereOf(error.stack);
  if (where) parts.push(`à ${where}`);
  return parts.join(" ");
}

const PROGRAMMING_ERRORS = new Set<unknown>([TypeError, RangeError, ReferenceError, SyntaxError]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** PostgreSQL's SQLSTATE (`22008`, `23505`…) or Node's `ECONNREFUSED`; letters, digits and underscores only. */
function codeOf(value: unknown): string | null {
  if (!isObject(value)) return null;
  const code = value.code;
  return typeof code === "string" && /^[A-Z0-9_]{1,40}$/i.test(code) ? code : null;
}

/** The project's top-level source folders, the last one in a path (a checkout may itself sit in a folder so named). */
const PROJECT_FOLDER = /\/(?:app|core|server|scripts|bench)\/(?!.*\/(?:app|core|server|scripts|bench)\/)/;

/** The first stack frame inside the project (not node_modules, not Node itself), as `file:line`. */
function whereOf(stack: string | undefined): string | null {
  if (!stack) return null;
  for (const line of stack.split("\n").slice(1)) {
    const match = /\(?((?:file:\/\/)?\/[^()\s]+?):(\d+):\d+\)?\s*$/.exec(line.trim());
    if (!match?.[1] || match[1].includes("/node_modules/")) continue;
    const file = match[1].replace(/^file:\/\//, "");
    const inProject = PROJECT_FOLDER.exec(file);
    return `${inProject ? file.slice(inProject.index + 1) : file}:${match[2]}`;
  }
  return null;
}
