/**
 * Route patterns (source_pattern, text_pattern) run on every routed submit, so their match time
 * must stay bounded. JavaScript's regular expressions backtrack: a repeated group that can match
 * the same text in several ways (`(a+)+`, `(a|aa)*`) takes exponential time on a text that almost
 * matches, and backreferences and lookarounds defeat the engine's linear paths: those are refused.
 * What is left is polynomial: each repetition multiplies the work by how many counts it can try
 * (up to the text's length for `*`, `+`, `{n,}`), and an unanchored pattern is tried at every
 * start. That product (PATTERN_COST) must stay within MAX_PATTERN_COST backtracking steps on a
 * text of MAX_PATTERN_TEXT characters, the most of a text a pattern is tried on: `\d+`, `^.*x.*$`
 * or `^(BANK|SHOP)\d{0,3}$` pass, `.*.*` or `\w+ \w+` do not (`^\w+ \w+` does). Measured on a
 * hostile 1,000-character text the worst patterns allowed take some tens of milliseconds; the
 * patterns routes are written with take microseconds.
 */

/** Longest part of a text a route pattern is tried on (the rest is ignored). */
export const MAX_PATTERN_TEXT = 1_000;

/** The most backtracking steps a pattern's estimate may come to (see above). */
export const MAX_PATTERN_COST = 1_000_000;

export const PATTERN_NESTED_REPETITION =
  'A repeated group cannot contain a repetition or an alternative (|)';
export const PATTERN_BACKREFERENCE = 'Backreferences are not allowed in a route pattern';
export const PATTERN_LOOKAROUND = 'Lookaheads and lookbehinds are not allowed in a route pattern';
export const PATTERN_TOO_SLOW =
  'This pattern could take too long on a long text: use fewer repetitions such as * or +, or start it with ^';

export type UnsafePatternMessage =
  | typeof PATTERN_NESTED_REPETITION
  | typeof PATTERN_BACKREFERENCE
  | typeof PATTERN_LOOKAROUND
  | typeof PATTERN_TOO_SLOW;

interface Quantifier {
  /** Where the quantifier ends (after a lazy `?`). */
  end: number;
  /** It may repeat its atom more than once. */
  repeats: boolean;
  /** How many counts it can try (the text's length at most). */
  counts: number;
  /** It may match its atom a varying number of times (not `{3}`). */
  varies: boolean;
}

const BRACES = /^\{(\d+)(,(\d*))?\}/;

/** The quantifier at `at`, if one starts there. */
function quantifierAt(source: string, at: number): Quantifier | undefined {
  const char = source[at];
  let end: number;
  let repeats: boolean;
  let counts: number;
  let varies = true;
  if (char === '*' || char === '+') {
    end = at + 1;
    repeats = true;
    counts = MAX_PATTERN_TEXT;
  } else if (char === '?') {
    end = at + 1;
    repeats = false;
    counts = 2;
  } else if (char === '{') {
    const braces = BRACES.exec(source.slice(at));
    if (!braces) return undefined;
    end = at + braces[0].length;
    const min = Number(braces[1]);
    const max = braces[2] === undefined ? min : braces[3] === '' ? Infinity : Number(braces[3]);
    repeats = max > 1;
    counts = Math.min(max, MAX_PATTERN_TEXT) - Math.min(min, MAX_PATTERN_TEXT) + 1;
    varies = max !== min;
  } else {
    return undefined;
  }
  if (source[end] === '?') end += 1;
  return { end, repeats, counts, varies };
}

interface Group {
  hasQuantifier: boolean;
  hasAlternation: boolean;
}

/** Where the escape starting at `at` (a backslash) ends, or a refusal for a backreference. */
function escapeEnd(source: string, at: number): number | UnsafePatternMessage {
  const next = source[at + 1];
  if (next === undefined) return at + 1;
  if (/[1-9]/.test(next) || next === 'k') return PATTERN_BACKREFERENCE;
  if ((next === 'p' || next === 'P' || next === 'u') && source[at + 2] === '{') {
    const close = source.indexOf('}', at + 2);
    return close === -1 ? source.length : close + 1;
  }
  return at + 2;
}

/** Where the character class starting at `at` (`[`) ends. */
function classEnd(source: string, at: number): number {
  let i = at + 1;
  if (source[i] === '^') i += 1;
  // A `]` first in a class is a literal in some syntaxes; with the u flag it ends an empty class.
  while (i < source.length) {
    if (source[i] === '\\') i += 2;
    else if (source[i] === ']') return i + 1;
    else i += 1;
  }
  return source.length;
}

/** Where the group opened at `at` starts its body: after `(`, `(?:`, `(?<name>` or `(?i:`. */
function groupBodyStart(source: string, at: number): number {
  if (source[at + 1] !== '?') return at + 1;
  const end = source[at + 2] === '<' ? source.indexOf('>', at) : source.indexOf(':', at);
  return end === -1 ? at + 2 : end + 1;
}

/**
 * Why `source` (a valid pattern, flags `u`) could take unbounded time to match, or undefined when
 * its match time is bounded (see the rules above). An invalid pattern gives whatever the scan
 * finds; check validity first.
 */
export function unsafePatternReason(source: string): UnsafePatternMessage | undefined {
  const groups: Group[] = [{ hasQuantifier: false, hasAlternation: false }];
  // Anchored at the start (and no top-level alternative): tried at one start, not at each.
  let cost = source.startsWith('^') ? 1 : MAX_PATTERN_TEXT;
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    const current = groups[groups.length - 1]!;
    let atomEnd: number;
    let closed: Group | undefined;
    if (char === '(') {
      if (source.startsWith('(?=', i) || source.startsWith('(?!', i)) return PATTERN_LOOKAROUND;
      if (source.startsWith('(?<=', i) || source.startsWith('(?<!', i)) return PATTERN_LOOKAROUND;
      groups.push({ hasQuantifier: false, hasAlternation: false });
      i = groupBodyStart(source, i);
      continue;
    }
    if (char === '|') {
      current.hasAlternation = true;
      i += 1;
      continue;
    }
    if (char === ')') {
      if (groups.length > 1) closed = groups.pop();
      atomEnd = i + 1;
    } else if (char === '\\') {
      const end = escapeEnd(source, i);
      if (typeof end === 'string') return end;
      atomEnd = end;
    } else if (char === '[') {
      atomEnd = classEnd(source, i);
    } else {
      atomEnd = i + 1;
    }
    const quantifier = quantifierAt(source, atomEnd);
    const parent = groups[groups.length - 1]!;
    if (closed) {
      if (quantifier?.repeats && (closed.hasQuantifier || closed.hasAlternation)) {
        return PATTERN_NESTED_REPETITION;
      }
      parent.hasQuantifier ||= closed.hasQuantifier;
      parent.hasAlternation ||= closed.hasAlternation;
    }
    if (quantifier) {
      parent.hasQuantifier ||= quantifier.varies;
      cost *= quantifier.counts;
      i = quantifier.end;
    } else {
      i = atomEnd;
    }
  }
  if (groups[0]!.hasAlternation && source.startsWith('^')) cost *= MAX_PATTERN_TEXT;
  return cost > MAX_PATTERN_COST ? PATTERN_TOO_SLOW : undefined;
}

/** The part of `text` a route pattern is tried on. */
export const patternText = (text: string): string =>
  text.length > MAX_PATTERN_TEXT ? text.slice(0, MAX_PATTERN_TEXT) : text;
