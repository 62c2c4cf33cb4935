import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './raw-sql.js';
import type { Database } from './schema.js';

/**
 * A search condition: any of `columns` contains `term`, in any letter case, Cyrillic as much as
 * Latin. LIKE (SQLite) and ILIKE (PostgreSQL) fold ASCII letters, so an ASCII term uses them. They
 * fold no other letters (SQLite never, PostgreSQL not under the C locale), so each letter of any
 * other term becomes the class of its cases (`[Пп]`) and needs no folding: GLOB on SQLite, a
 * regular expression on PostgreSQL. (lower() would fold only ASCII too, and costs a call per row.)
 */
export function anyContains<Column extends string>(
  db: Kysely<Database>,
  columns: readonly Column[],
  term: string,
): RawBuilder<boolean> {
  const postgres = isPostgres(db);
  const match = ASCII.test(term)
    ? {
        operator: postgres ? 'ilike' : 'like',
        pattern: `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        escape: sql` escape '\\'`,
      }
    : {
        operator: postgres ? '~' : 'glob',
        pattern: postgres ? regexOf(term) : `*${globOf(term)}*`,
        escape: sql``,
      };
  const conditions = columns.map(
    (column) => sql`${sql.ref(column)} ${sql.raw(match.operator)} ${match.pattern}${match.escape}`,
  );
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}

const ASCII = /^[\x20-\x7e]*$/;

/** The cases of one character as a class (`[Aa]`), or undefined for a character without cases. */
function casesOf(character: string): string | undefined {
  const cases = new Set([character, character.toLowerCase(), character.toUpperCase()]);
  // A case that is not one character (ß -> SS) cannot stand in a class: match as typed.
  for (const one of cases) if ([...one].length !== 1) cases.delete(one);
  return cases.size > 1 ? `[${[...cases].join('')}]` : undefined;
}

/** GLOB's wildcards (`*`, `?`) and class opener (`[`) as one-character classes of themselves. */
export function globOf(term: string): string {
  let pattern = '';
  for (const character of term) {
    pattern += casesOf(character) ?? (/[*?[]/.test(character) ? `[${character}]` : character);
  }
  return pattern;
}

/** A regular expression matching `term` anywhere, its metacharacters escaped. */
export function regexOf(term: string): string {
  let pattern = '';
  for (const character of term) {
    pattern += casesOf(character) ?? character.replace(/[\\^$.|?*+()[\]{}]/, (c) => `\\${c}`);
  }
  return pattern;
}
