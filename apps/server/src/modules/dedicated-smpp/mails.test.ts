import { describe, expect, it } from 'vitest';
import { dedicatedSmppMail, type DedicatedSmppNotice } from './mails.js';

const day = Date.UTC(2026, 11, 26);
const notices: DedicatedSmppNotice[] = [
  { kind: 'created', port: 2800, chargeMicros: 20_000_000, renewsOn: day },
  { kind: 'renewed', chargeMicros: 20_000_000, periodEnd: day },
  { kind: 'renewal-failed', chargeMicros: 20_000_000, graceUntil: day },
  { kind: 'suspended', chargeMicros: 20_000_000 },
  { kind: 'cancelled', refundMicros: 6_000_000, unusedDays: 9 },
];
const url = 'http://localhost:3000/dedicated-smpp';

describe('dedicated SMPP e-mails', () => {
  it('say what happened with the figures and link to the page', () => {
    const created = dedicatedSmppMail('a@example.com', url, 'en', notices[0]!);
    expect(created.subject).toBe('Your dedicated SMPP is ready');
    expect(created.text).toContain('port 2800');
    expect(created.text).toContain('$20.000');
    expect(created.text).toContain('2026-12-26');
    expect(created.html).toContain(`href="${url}"`);
    const cancelled = dedicatedSmppMail('a@example.com', url, 'en', notices[4]!);
    expect(cancelled.text).toContain('$6.000 is refunded for 9 unused whole days.');
  });

  it.each(['ru', 'uk'] as const)('exist in %s, every sentence translated', (language) => {
    for (const notice of notices) {
      const english = dedicatedSmppMail('a@example.com', url, 'en', notice);
      const translated = dedicatedSmppMail('a@example.com', url, language, notice);
      expect(translated.subject).not.toBe(english.subject);
      const body = translated.text.split('\n')[0] ?? '';
      expect(body, notice.kind).not.toMatch(/\b(?!SMPP\b)[A-Za-z]{4,}\b/);
    }
  });
});
