import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { statusReason } from './status-reason';

const t = i18n.t.bind(i18n);
const reason = (
  ...args: Parameters<typeof statusReason> extends [unknown, ...infer R] ? R : never
) => statusReason(t, ...args);

describe('statusReason', () => {
  it("tells RouteLab's refusals with the limit it applied", () => {
    const limited = { origin: 'routelab', throughputLimit: 50 } as const;
    expect(reason(0x58, 'ESME_RTHROTTLED', { ...limited, magicDestinations: false })).toBe(
      'RouteLab refused it: over 50 msg/s for this account',
    );
    // An account that answers magic test numbers may have refused one of them.
    expect(reason(0x58, 'ESME_RTHROTTLED', limited)).toBe(
      'RouteLab refused it: over 50 msg/s for this account, or a test destination ending in 444',
    );
    expect(reason(0x45, 'ESME_RSUBMITFAIL', { origin: 'routelab', magicDestinations: false })).toBe(
      'RouteLab refused it: balance too low for its price',
    );
    expect(
      reason(0x58, 'ESME_RTHROTTLED', { origin: 'routelab', destination: '4915100000444' }),
    ).toBe('Test destination ending in 444: RouteLab answers it as throttled on purpose');
    expect(
      reason(0x45, 'ESME_RSUBMITFAIL', { origin: 'routelab', destination: '4915100000001' }),
    ).toBe('RouteLab refused it: balance too low for its price');
    expect(
      reason(0x45, 'ESME_RSUBMITFAIL', { origin: 'routelab', destination: '4915100000333' }),
    ).toBe('Test destination ending in 333: RouteLab refuses it on purpose');
    expect(reason(0x0d, 'ESME_RBINDFAIL', { origin: 'routelab', maxBinds: 5 })).toContain(
      'already 5 binds',
    );
  });

  it("gives a peer's status its standard meaning, and nothing for success or unknown codes", () => {
    expect(reason(0x58, 'ESME_RTHROTTLED', { origin: 'peer' })).toBe(
      'Throttled: more messages per second than this account may send',
    );
    expect(reason(0x64, 'ESME_RX_T_APPN', { origin: 'peer' })).toBe(
      'Temporary error of the receiving application: try again later',
    );
    expect(reason(0x401, 'UNKNOWN_0x00000401', { origin: 'peer' })).toContain('Vendor-specific');
    expect(reason(0, 'ESME_ROK', { origin: 'routelab' })).toBeNull();
    expect(reason(0x6a, 'UNKNOWN_0x0000006a', { origin: 'peer' })).toBeNull();
  });

  it('speaks Russian and Ukrainian', async () => {
    for (const language of ['ru', 'uk'] as const) {
      const { loadLanguage } = await import('../../lib/i18n');
      await loadLanguage(language);
      const local = i18n.getFixedT(language);
      const text = statusReason(local, 0x58, 'ESME_RTHROTTLED', {
        origin: 'routelab',
        throughputLimit: 50,
        magicDestinations: false,
      });
      expect(text).toContain('50');
      expect(text).not.toContain('msg/s');
    }
  });
});
