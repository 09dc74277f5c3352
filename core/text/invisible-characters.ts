/**
 * Characters a visitor's text must not carry to the shop owner's screens (issue 51): controls (C0, DEL, C1), which a
 * terminal obeys (clear the screen, move the cursor, write the clipboard with OSC 52); format characters (Cf: bidi
 * embeddings, overrides and isolates that reorder a line unseen, zero-width spaces and joiners, the byte-order mark,
 * soft hyphens, tag characters that spell hidden text); line and paragraph separators; lone surrogates. Forms refuse
 * them and the owner's commands print them escaped, from this one definition. No zod here: the cart page checks the
 * gift message with it as it is typed.
 */

// A zero-width joiner between two emoji is how phones write 👩‍🚀 or 🏳️‍🌈: it hides nothing, so it is kept.
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)\u200D(?=\p{Extended_Pictographic})/u;
const INVISIBLE = new RegExp(`(${EMOJI_JOINER.source})|[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}]`, "gu");

const NAMED_ESCAPES: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Whether the text holds such a character. `keep` lists the controls a field accepts: a single-line field none, a
 * message typed in a textarea its line feeds and tabs.
 */
export function hasInvisibleCharacters(text: string, keep = ""): boolean {
  for (const match of text.matchAll(INVISIBLE)) {
    if (match[1] === undefined && !keep.includes(match[0])) return true;
  }
  return false;
}

/**
 * One line of a visitor's text as a terminal may print it: each such character written as its escape (`\x1b`,
 * `\u202e`, `\n`), so nothing acts on the terminal, nothing is hidden and no new line can be forged.
 */
export function visibleLine(text: string): string {
  return text.replace(INVISIBLE, (character, joiner: string | undefined) =>
    joiner ? character : escapeCharacter(character),
  );
}

/** A multi-line text (a contact message) as lines a terminal may print, each escaped as `visibleLine` does. */
export function visibleLines(text: string): string[] {
  return text.split(/\r\n|\n/).map(visibleLine);
}

function escapeCharacter(character: string): string {
  const named = NAMED_ESCAPES[character];
  if (named) return named;
  const code = character.codePointAt(0) as number;
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, "0")}`;
  if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, "0")}`;
  return `\\u{${code.toString(16)}}`;
}
