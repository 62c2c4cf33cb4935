import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeGateway } from '../../../testing/gateway';
import { Providers } from '../../../testing/providers';
import { GatewaysTable } from './gateways-table';

const timestamp = '2026-11-22T10:00:00Z';
const list = { gateways: [makeGateway()], connections: {}, timestamp };

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

function renderTable(shown = list) {
  render(
    <Providers>
      <GatewaysTable
        list={shown}
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

  it('shows the receipts that matched no sent message, only when there are some', () => {
    const gateways = [
      makeGateway({ id: 1, name: 'Clean' }),
      makeGateway({
        id: 2,
        name: 'Strays',
        unmatched_receipts: { count: 3, last_at: timestamp, last_id: '424242' },
      }),
    ];
    renderTable({ ...list, gateways });
    expect(screen.getAllByTestId('unmatched-receipts')).toHaveLength(1);
    expect(screen.getByTestId('unmatched-receipts')).toHaveTextContent('Unmatched receipts: 3');
    expect(screen.getByLabelText(/matched no sent message\. Last: 424242/)).toBeInTheDocument();
  });

  it('says when a TLS connection does not verify the certificate', () => {
    const gateways = [
      makeGateway({ id: 1, name: 'Verified', tls: true }),
      makeGateway({ id: 2, name: 'Unverified', tls: true, tls_verify: false }),
      makeGateway({ id: 3, name: 'Plain' }),
    ];
    renderTable({ gateways, connections: {}, timestamp });
    const rows = screen.getAllByTestId('gateway-row');
    expect(rows[0]).toHaveTextContent(/:2775 · TLS(?!,)/);
    expect(rows[1]).toHaveTextContent('· TLS, not verified');
    expect(rows[2]).not.toHaveTextContent('TLS');
  });

  it('says what data_coding 0 means when the link reads it as other than GSM 03.38', () => {
    const gateways = [
      makeGateway({ id: 1, name: 'GSM' }),
      makeGateway({ id: 2, name: 'Latin', default_charset: 'latin1' }),
    ];
    renderTable({ gateways, connections: {}, timestamp });
    const rows = screen.getAllByTestId('gateway-row');
    expect(rows[0]).not.toHaveTextContent('data_coding 0');
    expect(rows[1]).toHaveTextContent('SMPP 3.4 · data_coding 0: Latin-1 (ISO-8859-1)');
  });
});
