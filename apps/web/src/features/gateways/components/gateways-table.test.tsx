import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeGateway } from '../../../testing/gateway';
import { Providers } from '../../../testing/providers';
import { GatewaysTable } from './gateways-table';

const list = { gateways: [makeGateway()], connections: {}, timestamp: '2026-11-22T10:00:00Z' };

/** Every media query matches: the width of a phone. */
function onPhone() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

function renderTable() {
  render(
    <Providers>
      <GatewaysTable
        list={list}
        onAction={() => undefined}
        onToggle={() => undefined}
        toggling={undefined}
      />
    </Providers>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GatewaysTable', () => {
  it('shows state, traffic and the action buttons on wide screens', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Traffic' })).toBeInTheDocument();
    expect(screen.getByTestId('gateway-send')).toBeInTheDocument();
  });

  it('fits a phone: state under the name, no traffic column, actions in a menu', () => {
    onPhone();
    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Traffic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'State' })).not.toBeInTheDocument();
    expect(screen.getByTestId('connection-state')).toHaveTextContent('Disconnected');
    expect(screen.getByRole('button', { name: 'Actions: Provider A' })).toBeInTheDocument();
    expect(screen.queryByTestId('gateway-send')).not.toBeInTheDocument();
  });
});
