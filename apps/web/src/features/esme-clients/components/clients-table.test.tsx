import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from '@routelab/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/notify';
import '../../../lib/i18n';
import { makeClient } from '../../../testing/client';
import { Providers } from '../../../testing/providers';
import { stubScreenWidth } from '../../../testing/screen-width';
import { ClientsTable } from './clients-table';

function renderTable(
  clients: Client[],
  onWebhooks = vi.fn(),
  passwords: ReadonlyMap<number, string> = new Map(),
) {
  render(
    <Providers>
      <ClientsTable
        clients={clients}
        connections={{}}
        port={2775}
        passwords={passwords}
        onEdit={() => undefined}
        onDelete={() => undefined}
        onWebhooks={onWebhooks}
        onToggle={() => undefined}
        toggling={undefined}
      />
    </Providers>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ClientsTable', () => {
  it('shows a locked account with its failed binds, and unlocks it on request', async () => {
    const lockedUntil = new Date(Date.now() + 10 * 60_000);
    const locked = makeClient({
      id: 7,
      system_id: 'shop1',
      failed_binds: 20,
      locked_until: lockedUntil.toISOString(),
    });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(Response.json({ ...locked, failed_binds: 0, locked_until: null })),
      );
    renderTable([locked, makeClient({ id: 8, system_id: 'quiet1' })]);

    const row = screen.getByTestId('esme-client-shop1');
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(lockedUntil);
    expect(within(row).getByTestId('esme-client-lock')).toHaveTextContent(`Locked until ${time}`);
    expect(
      within(screen.getByTestId('esme-client-quiet1')).queryByTestId('esme-client-lock'),
    ).toBeNull();

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Unlock now' }));
    const unlock = fetch.mock.calls.find(([url]) => String(url) === '/api/client/7/unlock/');
    expect(unlock?.[1]?.method).toBe('POST');
  });

  it('counts failed binds of an account that is not locked', () => {
    renderTable([makeClient({ system_id: 'shop1', failed_binds: 3, locked_until: null })]);
    const row = screen.getByTestId('esme-client-shop1');
    expect(row).toHaveTextContent('Failed binds: 3');
    expect(within(row).queryByTestId('esme-client-lock')).toBeNull();
  });

  it('counts submits refused for balance, and says nothing when there are none', () => {
    renderTable([
      makeClient({ id: 7, system_id: 'shop1', refused_for_balance: 12 }),
      makeClient({ id: 8, system_id: 'quiet1' }),
    ]);
    expect(screen.getByTestId('esme-client-shop1')).toHaveTextContent('12 refused: balance');
    expect(
      within(screen.getByTestId('esme-client-quiet1')).queryByTestId('esme-refused-for-balance'),
    ).toBeNull();
  });

  it("opens an account's webhooks from its row", async () => {
    const onWebhooks = vi.fn();
    const client = makeClient({ id: 7, system_id: 'shop1' });
    renderTable([client], onWebhooks);
    const row = screen.getByTestId('esme-client-shop1');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Webhooks' }));
    expect(onWebhooks).toHaveBeenCalledWith(client);
  });

  it('says exactly what it copied when the password is only stored hashed', async () => {
    const info = vi.spyOn(notify, 'info');
    renderTable([makeClient({ system_id: 'shop1' })]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy connection details' }));
    expect(await navigator.clipboard.readText()).toBe(
      'Host: localhost\nPort: 2775\nSystem ID: shop1',
    );
    expect(info).toHaveBeenCalledWith(
      'Host, port and System ID copied. The password is stored hashed: copy it from the account dialog when you set a new one.',
    );
  });

  it('copies the password too when it was set in this browser', async () => {
    const success = vi.spyOn(notify, 'success');
    renderTable([makeClient({ id: 7 })], vi.fn(), new Map([[7, 'aB3$xY7!']]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy connection details' }));
    expect(await navigator.clipboard.readText()).toContain('Password: aB3$xY7!');
    expect(success).toHaveBeenCalledWith('Connection details copied');
  });

  it('folds the row actions into one menu on a phone', async () => {
    stubScreenWidth(390);
    const user = userEvent.setup();
    const onWebhooks = vi.fn();
    const client = makeClient({ id: 7, name: 'Shop gateway', system_id: 'shop1' });
    renderTable([client], onWebhooks);
    const row = screen.getByTestId('esme-client-shop1');
    expect(within(row).queryByRole('button', { name: 'Webhooks' })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Actions: Shop gateway' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Copy connection details', 'Webhooks', 'Edit', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Webhooks' }));
    expect(onWebhooks).toHaveBeenCalledWith(client);
  });
});
