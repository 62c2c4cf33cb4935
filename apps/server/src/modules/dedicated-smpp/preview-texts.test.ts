import { describe, expect, it } from 'vitest';
import { cancelPreview, createPreview, updatePreview } from './preview-texts.js';

const renewsOn = Date.UTC(2026, 11, 26, 9, 30);

describe('dedicated SMPP preview texts', () => {
  it('says what subscribing charges, in the issue wording', () => {
    expect(createPreview('en', { chargeMicros: 20_000_000, addresses: 2, renewsOn })).toBe(
      'You will be charged $20.000 now for 2 IP addresses; it renews on 2026-12-26 for $20.000 unless cancelled.',
    );
    expect(createPreview('en', { chargeMicros: 10_000_000, addresses: 1, renewsOn })).toContain(
      'for 1 IP address;',
    );
  });

  it('says what a change charges and that removed addresses are not refunded', () => {
    const plan = { added: 1, removed: 1, chargeMicros: 5_000_000, daysLeft: 15, renewsOn };
    expect(updatePreview('en', { ...plan, renewalMicros: 20_000_000 })).toBe(
      'You will be charged $5.000 now for 1 added address for the 15 days left in this period. ' +
        'Removed addresses are not refunded. It renews on 2026-12-26 for $20.000 unless cancelled.',
    );
    expect(
      updatePreview('en', { ...plan, added: 0, chargeMicros: 0, renewalMicros: 10_000_000 }),
    ).toBe(
      'Nothing is charged now. Removed addresses are not refunded. ' +
        'It renews on 2026-12-26 for $10.000 unless cancelled.',
    );
  });

  it('says what cancelling refunds', () => {
    expect(cancelPreview('en', { refundMicros: 12_666_667, unusedDays: 19 })).toBe(
      'The subscription ends now and its listener closes. $12.666667 is refunded for 19 unused whole days.',
    );
    expect(cancelPreview('en', { refundMicros: 0, unusedDays: 0 })).toBe(
      'The subscription ends now and its listener closes. Nothing is refunded.',
    );
  });

  it('speaks Russian and Ukrainian with the same figures', () => {
    for (const language of ['ru', 'uk'] as const) {
      const text = createPreview(language, { chargeMicros: 20_000_000, addresses: 2, renewsOn });
      expect(text).not.toContain('You will be charged');
      expect(text).toContain('$20.000');
      expect(text).toContain('2026-12-26');
      const update = updatePreview(language, {
        added: 2,
        removed: 1,
        chargeMicros: 5_000_000,
        daysLeft: 15,
        renewsOn,
        renewalMicros: 20_000_000,
      });
      expect(update).not.toMatch(/[A-Za-z]{4,}/);
      expect(cancelPreview(language, { refundMicros: 1_000, unusedDays: 1 })).not.toMatch(
        /[A-Za-z]{4,}/,
      );
    }
  });
});
