import type { GatewayConnection } from '@routelab/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { ConnectionBadge } from './connection-badge';

const connection = (overrides: Partial<GatewayConnection>): GatewayConnection => ({
  state: 'bound',
  since: '2026-11-22T10:00:00.000Z',
  last_error: null,
  in_flight: 0,
  queued: 0,
  sent: 0,
  received: 0,
  ...overrides,
});

describe('ConnectionBadge', () => {
  it('shows each state by name', () => {
    for (const [state, label] of [
      ['bound', 'Bound'],
      ['connecting', 'Connecting'],
      ['disconnected', 'Disconnected'],
      ['error', 'Error'],
    ] as const) {
      const { unmount } = render(<ConnectionBadge connection={connection({ state })} />);
      const badge = screen.getByTestId('connection-state');
      expect(badge).toHaveTextContent(label);
      expect(badge).toHaveAttribute('data-state', state);
      unmount();
    }
  });

  it('reads disconnected for a gateway the manager does not run', () => {
    render(<ConnectionBadge connection={undefined} />);
    expect(screen.getByTestId('connection-state')).toHaveTextContent('Disconnected');
  });

  it('tells the error reason on hover', async () => {
    render(
      <ConnectionBadge
        connection={connection({ state: 'error', last_error: 'bind refused: ESME_RBINDFAIL' })}
      />,
    );
    const badge = screen.getByTestId('connection-state');
    expect(badge).toHaveAccessibleDescription(/bind refused: ESME_RBINDFAIL/);
    // Also in plain sight, for screens without hover.
    expect(screen.getByTestId('connection-error')).toHaveTextContent(
      'bind refused: ESME_RBINDFAIL',
    );
    await userEvent.hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('bind refused: ESME_RBINDFAIL');
  });
});
