import { describe, expect, it } from 'vitest';
import { isPlainText } from './plain-text.js';

describe('isPlainText', () => {
  it('accepts names in any script, with spaces and punctuation', () => {
    for (const name of ['Test SMSC', 'Київстар (prod)', 'Ярослав', 'שלום', 'Zoë-Ann O’Neil']) {
      expect(isPlainText(name)).toBe(true);
    }
  });

  it('refuses NUL, CR, LF, tab, C1 controls and bidi overrides', () => {
    for (const name of [
      'a\0b',
      'a\rb',
      'a\nb',
      'a\tb',
      'a\u0085b',
      'evil\u202Etxt.exe',
      'a\u2066b',
    ]) {
      expect(isPlainText(name)).toBe(false);
    }
  });
});
