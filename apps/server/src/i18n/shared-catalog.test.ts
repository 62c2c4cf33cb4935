import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_MESSAGES } from '@routelab/shared/i18n/en';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ru } from './ru.js';
import { catalogs } from './translate.js';
import { uk } from './uk.js';

const CONSOLE_ENGLISH = fileURLToPath(new URL('../../../web/src/locales/en', import.meta.url));

/**
 * The texts of the console's own English catalogs, read from their sources: the server imports
 * nothing of the web.
 */
function consoleTexts(): Set<string> {
  const texts = new Set<string>();
  for (const name of readdirSync(CONSOLE_ENGLISH).filter((file) => file.endsWith('.ts'))) {
    const text = readFileSync(join(CONSOLE_ENGLISH, name), 'utf8');
    const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node) && ts.isStringLiteralLike(node.initializer)) {
        texts.add(node.initializer.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return texts;
}

describe('a text both the API and the console show', () => {
  it("is translated in the shared catalog, not again in the API's own", () => {
    const shared = new Set<string>(SHARED_MESSAGES);
    expect(Object.keys(ru).filter((message) => shared.has(message))).toEqual([]);
    expect(Object.keys(uk).filter((message) => shared.has(message))).toEqual([]);
  });

  it("is none of the console's own texts, which would translate it a second time", () => {
    const texts = consoleTexts();
    expect(texts.size).toBeGreaterThan(500);
    expect(texts).toContain('Sent SMS');
    expect(Object.keys(catalogs.ru).filter((message) => texts.has(message))).toEqual([]);
  });
});
