/**
 * Control characters (NUL, CR, LF, ... and C1) and the invisible marks that reorder how text is
 * shown (U+202E RIGHT-TO-LEFT OVERRIDE and the other bidi controls): in a name they break logs
 * and spoof what other screens display.
 */
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** True when `text` has none of the characters above (any other Unicode is fine). */
export function isPlainText(text: string): boolean {
  return !UNSAFE_CHARACTERS.test(text);
}
