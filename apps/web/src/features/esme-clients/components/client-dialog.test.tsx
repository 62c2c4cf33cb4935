import { clientUpdateSchema, type Client } from '@routelab/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/notify';
import '../../../lib/i18n';
import { makeClient } from '../../../testing/client';
import { ClientDialog } from './client-dialog';

function renderDialog(client?: Client) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ClientDialog client={client} port={2775} onClose={() => undefined} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog'), onSaved };
}

// A dialog full of MUI inputs renders slowly in jsdom on a busy machine.
describe('ClientDialog', () => {
  it('generates a strong 8-character password and shows it in clear', async () => {
    const { dialog } = renderDialog();
    const password = dialog.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(password.type).toBe('password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(password.value).toMatch(/^[\x21-\x7e]{8}$/);
    expect(password.type).toBe('text');
    const first = password.value;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(password.value).not.toBe(first);
  });

  it('shows each outcome weight as its share of all weights', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByTestId('dlr-share-delivered')).toHaveTextContent('90 %');
    fireEvent.change(within(dialog).getByLabelText('Delivered (DELIVRD), weight'), {
      target: { value: '0' },
    });
    // 6 : 2 : 2 of what is left.
    expect(within(dialog).getByTestId('dlr-share-undeliverable')).toHaveTextContent('60 %');
    expect(within(dialog).getByTestId('dlr-share-rejected')).toHaveTextContent('20 %');
    expect(within(dialog).getByTestId('dlr-share-delivered')).toHaveTextContent('0 %');
  });

  it('checks the fields with the shared contract before calling the server', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { dialog, onSaved } = renderDialog();
    const systemId = within(dialog).getByLabelText(/System ID/);
    // Pasted whole, not cut to SMPP's 15 characters: the field says why it will not do.
    await userEvent.click(systemId);
    await userEvent.paste('a-27-character-system-id-xx');
    expect(systemId).toHaveValue('a-27-character-system-id-xx');
    expect(
      await within(dialog).findByText('System ID cannot be longer than 15 characters'),
    ).toBeVisible();
    expect(systemId).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(systemId);
    await userEvent.type(systemId, 'shop-15-chars-x');
    await waitFor(() => expect(systemId).toHaveAttribute('aria-invalid', 'false'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('shows the magic destination numbers only with the automatic policy', async () => {
    const { dialog } = renderDialog();
    const magic = () => within(dialog).queryByRole('button', { name: /Magic destination numbers/ });
    expect(magic()).toBeVisible();
    expect(magic()).toHaveTextContent('Automatic policy only');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Off' }));
    expect(magic()).not.toBeInTheDocument();
    expect(within(dialog).getByText('Receipts are sent by hand from Received SMS')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Automatic' }));
    expect(magic()).toBeVisible();
  });

  it('lays the policy toggle out as two equal halves with short labels, so it fits 390 px', () => {
    const { dialog } = renderDialog();
    const toggle = within(dialog).getByRole('group', { name: 'Policy' });
    expect(toggle).toHaveClass('MuiToggleButtonGroup-fullWidth');
    const labels = within(toggle)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(['Off', 'Automatic']);
  });

  it('copies host, port, system_id and the password while the password is known', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notify, 'success');
    const { dialog } = renderDialog();
    const copy = () =>
      within(dialog).getByRole('button', {
        name: /^Copy connection details with (this|the) password/,
      });
    expect(copy()).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/System ID/), 'shop1');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const password = dialog.querySelector<HTMLInputElement>('input[name="password"]')!.value;
    await user.click(copy());
    expect(await navigator.clipboard.readText()).toBe(
      `Host: localhost\nPort: 2775\nSystem ID: shop1\nPassword: ${password}`,
    );
    expect(success).toHaveBeenCalledWith('Connection details copied');
    success.mockRestore();
  });

  it('saves a policy of some outcomes only as it reads it, and off as off', async () => {
    const onlyDelivered = {
      delivered: 100,
      undeliverable: 0,
      expired: 0,
      rejected: 0,
      accepted: 0,
      unknown: 0,
      deleted: 0,
    };
    const client = makeClient({
      dlr_policy: { mode: 'auto', delay_min_ms: 0, delay_max_ms: 0, weights: onlyDelivered },
    });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(Response.json(client)));
    const sentPolicy = (call: number) => {
      const updates = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
      const body = JSON.parse(String(updates[call]?.[1]?.body)) as unknown;
      return clientUpdateSchema.parse(body).dlr_policy;
    };
    const { dialog, onSaved } = renderDialog(client);
    expect(within(dialog).getByTestId('dlr-share-delivered')).toHaveTextContent('100 %');
    expect(within(dialog).getByTestId('dlr-share-undeliverable')).toHaveTextContent('0 %');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sentPolicy(0)).toEqual(client.dlr_policy);

    cleanup();
    const again = renderDialog(client);
    await userEvent.click(within(again.dialog).getByRole('button', { name: 'Off' }));
    await userEvent.click(within(again.dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(again.onSaved).toHaveBeenCalledTimes(1));
    expect(sentPolicy(1).mode).toBe('off');
    fetch.mockRestore();
  });

  it('marks every bad allowed address at once', async () => {
    const { dialog } = renderDialog();
    const input = within(dialog).getByLabelText('Allowed IP addresses');
    for (const entry of ['300.1.1.1', '10.0.0.0/33', 'hello', '10.0.0.0/8']) {
      await userEvent.type(input, `${entry}{Enter}`);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    const message =
      '300.1.1.1, 10.0.0.0/33, hello: Enter an IP address or CIDR block, e.g. 203.0.113.7 or 203.0.113.0/24';
    expect(await within(dialog).findByText(message)).toBeVisible();
    const chip = (label: string) => within(dialog).getByText(label).closest('.MuiChip-root');
    for (const bad of ['300.1.1.1', '10.0.0.0/33', 'hello']) {
      expect(chip(bad)).toHaveClass('MuiChip-colorError');
    }
    expect(chip('10.0.0.0/8')).not.toHaveClass('MuiChip-colorError');
  });
});
