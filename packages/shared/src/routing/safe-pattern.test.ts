import { describe, expect, it } from 'vitest';
import {
  MAX_PATTERN_TEXT,
  PATTERN_BACKREFERENCE,
  PATTERN_LOOKAROUND,
  PATTERN_NESTED_REPETITION,
  PATTERN_TOO_SLOW,
  patternText,
  unsafePatternReason,
} from './safe-pattern.js';
import { mtMatchSchema } from './schemas.js';

describe('route patterns with a bounded match time', () => {
  it('accepts the patterns routes are written with', () => {
    for (const pattern of [
      '^\\+?380\\d{9}$',
      '^INFO$',
      '^(BANK|SHOP)[0-9]{0,3}$',
      '(?:code|PIN):? \\d{4,6}',
      '^.*verify.*$',
      '^[a-z]+@[a-z]+',
      'code \\d+',
      '(ab){2,5}c',
      '(?<brand>ACME)-?\\d',
      '\\p{Script=Cyrillic}+',
      '[(|)*+]+x',
      '^\\(a+\\)+',
      '(a)?',
      '(a|b)?c',
      '(?:x{1})+',
      '',
    ]) {
      expect(unsafePatternReason(pattern), pattern).toBeUndefined();
    }
  });

  it('refuses a repeated group holding a repetition or an alternative', () => {
    for (const pattern of [
      '(a+)+',
      '(a*)*b',
      '(?:\\d+)*x',
      '(a|aa)*',
      '(?:x|y)+$',
      '((a|b)c)*',
      '((ab)+c){2,}',
      '(a?){10}',
      '([a-z]+)*@',
      '(.*){3}',
    ]) {
      expect(unsafePatternReason(pattern), pattern).toBe(PATTERN_NESTED_REPETITION);
    }
  });

  it('refuses backreferences and lookarounds', () => {
    expect(unsafePatternReason('(a)\\1')).toBe(PATTERN_BACKREFERENCE);
    expect(unsafePatternReason('(?<x>a)\\k<x>')).toBe(PATTERN_BACKREFERENCE);
    expect(unsafePatternReason('foo(?=bar)')).toBe(PATTERN_LOOKAROUND);
    expect(unsafePatternReason('foo(?!bar)')).toBe(PATTERN_LOOKAROUND);
    expect(unsafePatternReason('(?<=\\$)\\d+')).toBe(PATTERN_LOOKAROUND);
    expect(unsafePatternReason('(?<!x)y')).toBe(PATTERN_LOOKAROUND);
    // Escaped, they are plain characters.
    expect(unsafePatternReason('\\(\\?=x\\)\\\\1')).toBeUndefined();
  });

  it('refuses patterns whose repetitions multiply past the step budget', () => {
    for (const pattern of [
      '.*.*',
      '[a-z]+@[a-z]+',
      '\\w+ \\w+',
      '^a|b+c+',
      '\\d{0,999}\\d{0,999}',
    ]) {
      expect(unsafePatternReason(pattern), pattern).toBe(PATTERN_TOO_SLOW);
    }
    for (const pattern of ['^.*.*', '^\\w+ \\w+', '\\d{0,30}\\d{0,30}', '\\d+']) {
      expect(unsafePatternReason(pattern), pattern).toBeUndefined();
    }
  });

  it('matches the worst it accepts within a bounded time, on at most 1000 characters', () => {
    const text = 'a'.repeat(5_000);
    expect(patternText(text)).toHaveLength(MAX_PATTERN_TEXT);
    expect(patternText('short')).toBe('short');
    // Hostile texts for patterns at the budget: every start and split is tried before failing.
    // They take milliseconds; an exponential pattern (or one of degree four) would take minutes
    // to forever on these texts, so a bound ten seconds wide tells them apart on a loaded machine.
    for (const pattern of ['^.*.*!', '^[a-z]*[a-z]*!', '\\w{0,30}\\w{0,30}!', '.*!', 'a+!']) {
      expect(unsafePatternReason(pattern), pattern).toBeUndefined();
      const started = performance.now();
      expect(new RegExp(pattern, 'u').test(patternText(text))).toBe(false);
      expect(performance.now() - started, pattern).toBeLessThan(10_000);
    }
  });

  it('gives the schema the message, on the pattern’s field', () => {
    const result = mtMatchSchema.safeParse({ text_pattern: '(a+)+$' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['text_pattern'], message: PATTERN_NESTED_REPETITION }),
    ]);
    const invalid = mtMatchSchema.safeParse({ source_pattern: '(' });
    expect(invalid.error?.issues.map((issue) => issue.message)).toEqual([
      'Not a valid regular expression',
    ]);
    expect(mtMatchSchema.parse({ source_pattern: '^ACME$' }).source_pattern).toBe('^ACME$');
  });
});
