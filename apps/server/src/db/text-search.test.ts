import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { globOf, regexOf } from './text-search.js';

describe('text search patterns', () => {
  it('turns letters into the class of their cases, beyond ASCII', () => {
    expect(globOf('Hi Ё1')).toBe('[Hh][iI] [Ёё]1');
    // ß upper-cases to two letters, which no class can hold: it matches as typed.
    expect(regexOf('straße')).toBe('[sS][tT][rR][aA]ß[eE]');
  });

  it('escapes wildcards and metacharacters', () => {
    expect(globOf('*?[]%_')).toBe('[*][?][[]]%_');
    expect(regexOf('a.b*(c)\\')).toBe('[aA]\\.[bB]\\*\\([cC]\\)\\\\');
  });

  it('matches in SQLite whatever the case, and wildcards only as typed', () => {
    const db = new SqliteDatabase(':memory:');
    const contains = (text: string, term: string) =>
      db.prepare('select ? glob ? as hit').get(text, `*${globOf(term)}*`) as { hit: number };
    expect(contains('Привет, мир!', 'привет').hit).toBe(1);
    expect(contains('привет, мир!', 'ПРИВЕТ').hit).toBe(1);
    expect(contains('Your CODE is 1234', 'code is').hit).toBe(1);
    expect(contains('50% off', '50%').hit).toBe(1);
    expect(contains('50 off', '50%').hit).toBe(0);
    expect(contains('a*b', 'a*b').hit).toBe(1);
    expect(contains('axxb', 'a*b').hit).toBe(0);
    db.close();
  });
});
