/**
 * The one rule for characters in text input (DESIGN.md §4: never a 500 for bad input): NUL and the other
 * C0 control characters — except tab, line feed and carriage return, which multi-line fields use — and DEL
 * are refused everywhere, and so are lone UTF-16 surrogates (invalid Unicode). PostgreSQL cannot store NUL in text at all; the others only corrupt what is shown,
 * exported or e-mailed.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Contains characters that are not allowed';

/** Half of a UTF-16 surrogate pair on its own: not a character at all (URL encoders and drivers throw). */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasControlCharacters = (text: string): boolean =>
  CONTROL_CHARACTERS.test(text) || LONE_SURROGATE.test(text);
