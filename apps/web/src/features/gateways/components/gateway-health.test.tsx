import type { GatewayDetail } from '@routelab/shared';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { makeConnection, makeGateway } from '../../../testing/gateway';
import { GatewayHealth } from './gateway-health';

const detail: GatewayDetail = {
  gateway: makeGateway(),
  connection: makeConnection({
    bound_since: '2026-11-22T10:00:00.000Z',
    sent_per_second: 12.5,
    sent: 40,
    received: 38,
    last_failure: { kind: 'connection-lost', at: '2026-11-22T09:59:00.000Z', code: 'dead-peer' },
    last_error: 'connection lost (dead-peer)',
  }),
  lifetime: { submitted: 2040, receipts: 2000, unmatched_receipts: 3, mo: 7 },
  timestamp: '2026-11-22T10:03:04.000Z',
};

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('GatewayHealth', () => {
  it('shows uptime, rate, the last failure and both sets of counters, labelled', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:03:04.000Z'), toFake: ['Date'] });
    render(<GatewayHealth detail={detail} />);
    expect(screen.getByTestId('health-uptime')).toHaveTextContent('3 min 4 sec');
    expect(screen.getByTestId('health-rate')).toHaveTextContent('12.5 msg/s');
    expect(screen.getByTestId('health-last-error')).toHaveTextContent(
      'The connection was lost: enquire_link went unanswered',
    );
    expect(screen.getByTestId('health-session')).toHaveTextContent('This session');
    expect(screen.getByTestId('health-session')).toHaveTextContent('40sent');
    expect(screen.getByTestId('lifetime-submitted')).toHaveTextContent('2,040');
    expect(screen.getByTestId('lifetime-unmatched_receipts')).toHaveTextContent('3');
  });

  it('reads in Ukrainian', async () => {
    await i18n.changeLanguage('uk');
    render(<GatewayHealth detail={detail} />);
    expect(screen.getByTestId('health-session')).toHaveTextContent('Цей сеанс');
    expect(screen.getByTestId('health-lifetime')).toHaveTextContent('За весь час');
    expect(screen.getByTestId('health-last-error')).toHaveTextContent('З’єднання втрачено');
  });
});
