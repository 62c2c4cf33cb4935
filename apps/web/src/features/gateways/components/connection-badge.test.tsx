import type { GatewayConnection } from '@routelab/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { makeConnection, makeGateway } from '../../../testing/gateway';
import { ConnectionBadge } from './connection-badge';

const gateway = makeGateway({ host: 'smsc.example.net', port: 2775 });
const connection = (overrides: Partial<GatewayConnection>) => makeConnection(overrides);

const failed = connection({
  state: 'error',
  last_error: 'connect-failed: Could not connect to smsc.example.net:2775',
  last_failure: { kind: 'unreachable', at: '2026-11-22T10:00:00.000Z', code: null },
  reconnect: { attempt: 3, at: '2026-11-22T10:00:20.000Z' },
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('ConnectionBadge', () => {
  it('shows each state by name', () => {
    for (const [state, label] of [
      ['bound', 'Bound'],
      ['connecting', 'Connecting'],
      ['disconnected', 'Disconnected'],
      ['error', 'Error'],
    ] as const) {
      const { unmount } = render(
        <ConnectionBadge gateway={gateway} connection={connection({ state })} />,
      );
      const badge = screen.getByTestId('connection-state');
      expect(badge).toHaveTextContent(label);
      expect(badge).toHaveAttribute('data-state', state);
      unmount();
    }
  });

  it('reads disconnected for a gateway the manager does not run', () => {
    render(<ConnectionBadge gateway={gateway} connection={undefined} />);
    expect(screen.getByTestId('connection-state')).toHaveTextContent('Disconnected');
  });

  it('words the failure in the language, with its time and the countdown to the next attempt', async () => {
    vi.useFakeTimers({
      now: Date.parse('2026-11-22T10:00:05.000Z'),
      toFake: ['Date', 'setInterval'],
    });
    render(<ConnectionBadge gateway={gateway} connection={failed} />);
    const line = screen.getByTestId('connection-error');
    expect(line).toHaveTextContent('Could not connect to smsc.example.net:2775');
    expect(line).not.toHaveTextContent('connect-failed');
    expect(screen.getByTestId('connection-retry')).toHaveTextContent('attempt 3 in 15 s');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('connection-retry')).toHaveTextContent('attempt 3 in 10 s');
    vi.useRealTimers();
    // The server's own words stay at hand.
    await userEvent.hover(screen.getByText('Could not connect to smsc.example.net:2775'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'connect-failed: Could not connect to smsc.example.net:2775',
    );
  });

  it('says a refused bind with its status in Russian and Ukrainian', async () => {
    const refused = connection({
      state: 'error',
      last_error: 'bind-failed: bind as transceiver refused: ESME_RINVPASWD',
      last_failure: {
        kind: 'bind-refused',
        at: '2026-11-22T10:00:00.000Z',
        code: 'ESME_RINVPASWD',
      },
    });
    await i18n.changeLanguage('ru');
    const { unmount } = render(<ConnectionBadge gateway={gateway} connection={refused} />);
    expect(screen.getByTestId('connection-error')).toHaveTextContent(
      'SMSC отклонил bind: ESME_RINVPASWD',
    );
    unmount();
    await i18n.changeLanguage('uk');
    render(<ConnectionBadge gateway={gateway} connection={refused} />);
    expect(screen.getByTestId('connection-error')).toHaveTextContent(
      'SMSC відхилив bind: ESME_RINVPASWD',
    );
    expect(screen.getByTestId('connection-state')).toHaveAccessibleDescription(
      /SMSC відхилив bind: ESME_RINVPASWD/,
    );
  });

  it('shows no failure once bound again', () => {
    render(
      <ConnectionBadge
        gateway={gateway}
        connection={{ ...failed, state: 'bound', reconnect: null }}
      />,
    );
    expect(screen.queryByTestId('connection-error')).not.toBeInTheDocument();
  });
});
