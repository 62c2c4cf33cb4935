const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * JSON.parse with every number kept as its exact text: Binance sends 19-digit ids (bizId,
 * prepayId) and amounts such as 0.88000000 as JSON numbers, which doubles would round. Strings,
 * booleans and null parse as usual; malformed text throws the usual SyntaxError.
 */
export function parseJsonKeepingNumbers(text: string): unknown {
  let quoted = '';
  let from = 0;
  let index = 0;
  while (index < text.length) {
    const char = text.charCodeAt(index);
    if (char === 0x22) {
      index = endOfString(text, index);
      continue;
    }
    if (char === 0x2d || (char >= 0x30 && char <= 0x39)) {
      NUMBER.lastIndex = index;
      const match = NUMBER.exec(text);
      if (match) {
        quoted += `${text.slice(from, index)}"${match[0]}"`;
        index += match[0].length;
        from = index;
        continue;
      }
    }
    index += 1;
  }
  return JSON.parse(quoted + text.slice(from));
}

/** The index just past the string literal that starts at `start` (or the text's end). */
function endOfString(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length) {
    const char = text.charCodeAt(index);
    if (char === 0x5c) index += 2;
    else if (char === 0x22) return index + 1;
    else index += 1;
  }
  return index;
}
