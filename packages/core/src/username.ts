/**
 * Usernames: the canonical form accounts are told apart by, and the rules a new name must pass so
 * that no name can pass for another one (issue 22: `Demo`, `ｄｅｍｏ`, `demо` with a Cyrillic о,
 * `demo` + a zero-width space, a right-to-left override).
 *
 * - Canonical form: NFKC (fullwidth and other compatibility forms fold to their plain letters and
 *   digits), then lower case; `Demo`, `DEMO` and `ｄｅｍｏ` are one account. The name shown stays as typed.
 * - A new name may hold letters, digits, combining marks of its script, and `_` `-` `.` `@`
 *   (checked on its NFKC form); no invisible (default-ignorable, format, control) or bidirectional
 *   control characters.
 * - Its letters come from one script of USERNAME_SCRIPTS, or from one of the combinations of
 *   Unicode TS #39's "highly restrictive" level (Latin with Han and Japanese kana, with Han and
 *   Bopomofo, with Han and Hangul), so `张三abc` passes and Latin + Cyrillic does not.
 *   Digits and `_ - . @` (script Common) go with any script.
 */

/** The scripts a username's letters may come from (Unicode Script property values). */
export const USERNAME_SCRIPTS = [
  'Latin',
  'Han',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Hangul',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Thai',
  'Devanagari',
] as const;
type UsernameScript = (typeof USERNAME_SCRIPTS)[number];

/** Script sets beyond a single script that a name may mix (UTS #39 highly restrictive). */
const SCRIPT_COMBINATIONS: ReadonlySet<UsernameScript>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

export const USERNAME_MESSAGES = {
  invisible: '用户名不能包含不可见字符或方向控制字符',
  characters: '用户名只能包含文字、数字和 _ - . @',
  script: '用户名包含不支持的文字',
  mixedScripts: '用户名不能混用多种文字',
} as const;

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]/u;
const ALLOWED_CHAR = /^[\p{L}\p{M}\p{Nd}_\-.@]$/u;
const NEUTRAL = /^\p{Script=Common}$/u;
const SCRIPT_OF = USERNAME_SCRIPTS.map((script) => ({ script, re: new RegExp(`^\\p{Script=${script}}$`, 'u') }));

/** The form usernames are compared by (uniqueness, sign-in, its rate limit, the CLI). */
export function canonicalUsername(name: string): string {
  // NFKC again after lower-casing keeps the result normalized; ς (the final sigma toLowerCase
  // picks by position) folds to σ as full case folding does
  return name.trim().normalize('NFKC').toLowerCase().replace(/ς/g, 'σ').normalize('NFKC');
}

/** Why a new (trimmed) username is refused, in the API's message style, or undefined when it may be used. */
export function usernameProblem(name: string): string | undefined {
  if (INVISIBLE.test(name)) return USERNAME_MESSAGES.invisible;
  const scripts = new Set<UsernameScript>();
  for (const ch of name.normalize('NFKC')) {
    if (INVISIBLE.test(ch)) return USERNAME_MESSAGES.invisible;
    if (!ALLOWED_CHAR.test(ch)) return USERNAME_MESSAGES.characters;
    if (NEUTRAL.test(ch)) continue;
    // a combining mark without a script of its own (Inherited) could stack onto any letter
    const script = SCRIPT_OF.find((s) => s.re.test(ch))?.script;
    if (!script) return /^\p{M}$/u.test(ch) ? USERNAME_MESSAGES.characters : USERNAME_MESSAGES.script;
    scripts.add(script);
  }
  if (scripts.size > 1 && !SCRIPT_COMBINATIONS.some((combo) => [...scripts].every((s) => combo.has(s)))) return USERNAME_MESSAGES.mixedScripts;
  return undefined;
}
