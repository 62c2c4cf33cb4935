import { LANGUAGES } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { emailChangedNotice, passwordChangedNotice } from './security-notices.js';

const AT = Date.UTC(2026, 11, 2, 9, 5);
const URL = 'https://routelab.example';

describe('security notices', () => {
  it('are written whole in every language, with the time of the change', () => {
    for (const language of LANGUAGES) {
      for (const mail of [
        emailChangedNotice('old@example.com', URL, language, AT),
        passwordChangedNotice('ada@example.com', URL, language, AT),
      ]) {
        expect(mail.text, language).toMatch(/2026-12-02 .*09:05 UTC/);
        // Translated: no English sentence is left in ru and uk.
        if (language !== 'en') expect(mail.text, language).not.toMatch(/your RouteLab account/);
        expect(mail.link.startsWith(URL)).toBe(true);
      }
    }
  });

  it('go to the address they concern and link to no token', () => {
    const changed = emailChangedNotice('old@example.com', URL, 'en', AT);
    expect(changed.to).toBe('old@example.com');
    expect(changed.link).toBe(`${URL}/login`);
    expect(passwordChangedNotice('ada@example.com', URL, 'en', AT).link).toBe(
      `${URL}/forgot-password`,
    );
  });
});
