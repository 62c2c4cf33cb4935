import { apiKeyCreateSchema, apiKeyUpdateSchema, type ApiKey } from '@routelab/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { isoOfLocal } from '../../../lib/local-date-time';
import { makeApiKey } from '../../../testing/api-key';
import { ApiKeyDialog } from './api-key-dialog';

function renderDialog(apiKey?: ApiKey) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onClose = vi.fn();
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ApiKeyDialog apiKey={apiKey} onClose={onClose} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog'), onClose, onCreated };
}

/** The address and JSON body of the `method` call a mocked fetch got. */
function sent(fetch: { mock: { calls: unknown[][] } }, method: string) {
  const call = fetch.mock.calls.find(([, init]) => (init as RequestInit)?.method === method);
  return { url: String(call?.[0]), body: JSON.parse(String((call?.[1] as RequestInit).body)) };
}

afterEach(() => vi.restoreAllMocks());

// A dialog full of MUI inputs renders slowly in jsdom on a busy machine.
describe('ApiKeyDialog', () => {
  it('offers the eight permissions by name, client side beside server side', () => {
    const { dialog } = renderDialog();
    const names = (group: string) =>
      within(within(dialog).getByRole('group', { name: group }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    expect(names('SMPP client: your SMSCs')).toEqual([
      'Send SMS',
      'Read sent SMS',
      'Manage SMSC connections',
      'Read SMSC logs',
    ]);
    expect(names('SMPP server: your ESME accounts')).toEqual([
      'Send delivery reports',
      'Read received SMS',
      'Manage ESME accounts',
      'Read ESME logs',
    ]);
  });

  it('checks the fields with the shared contract before calling the server', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { dialog, onCreated } = renderDialog();
    const rateLimit = within(dialog).getByLabelText('Rate limit, requests per second');
    await userEvent.clear(rateLimit);
    await userEvent.type(rateLimit, '0');
    await userEvent.type(within(dialog).getByLabelText('Allowed IP addresses'), 'hello{Enter}');
    await userEvent.type(within(dialog).getByLabelText('Expires'), '31/12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    expect(
      within(dialog).getByText('Rate limit must be at least 1 request per second'),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'hello: Enter an IP address or CIDR block, e.g. 203.0.113.7 or 203.0.113.0/24',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('Enter the date as mm/dd/yyyy, hh:mm')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('creates a key with the ticked permissions, IPv4/IPv6/CIDR allow-list, limit and expiry', async () => {
    const created = { ...makeApiKey(), key: 'rl_abcd1234secretpart' };
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(Response.json(created, { status: 201 })));
    const user = userEvent.setup();
    const { dialog, onCreated, onClose } = renderDialog();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Billing script');
    await user.click(within(dialog).getByLabelText('Read sent SMS'));
    await user.click(within(dialog).getByLabelText('Send SMS'));
    const ips = within(dialog).getByLabelText('Allowed IP addresses');
    for (const entry of ['203.0.113.7', '2001:db8::/32', '10.0.0.0/8']) {
      await user.type(ips, `${entry}{Enter}`);
    }
    const rateLimit = within(dialog).getByLabelText('Rate limit, requests per second');
    await user.clear(rateLimit);
    await user.type(rateLimit, '25');
    await user.type(within(dialog).getByLabelText('Expires'), '01/31/2027, 18:30');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(sent(fetch, 'POST').url).toBe('/api/user/api-key/create/');
    expect(apiKeyCreateSchema.parse(sent(fetch, 'POST').body)).toEqual({
      name: 'Billing script',
      // In the contract's order, whatever the order of the clicks.
      permissions: ['send_sms', 'read_sent_sms'],
      allowed_ips: ['203.0.113.7', '2001:db8::/32', '10.0.0.0/8'],
      rate_limit: 25,
      enabled: true,
      expires_at: isoOfLocal('2027-01-31T18:30'),
    });
    // The page shows the key in this dialog's place; it does not close itself.
    expect(onClose).not.toHaveBeenCalled();
  });

  it('fills the permissions from a template, and refuses a key with none', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const templates = within(dialog).getByRole('group', { name: 'Start from' });
    const boxes = () =>
      ['SMPP client: your SMSCs', 'SMPP server: your ESME accounts'].flatMap((group) =>
        within(within(dialog).getByRole('group', { name: group })).getAllByRole('checkbox'),
      );
    const ticked = () =>
      boxes()
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('label')?.textContent);
    await user.click(within(templates).getByRole('button', { name: 'Read only' }));
    expect(ticked()).toEqual([
      'Read sent SMS',
      'Read SMSC logs',
      'Read received SMS',
      'Read ESME logs',
    ]);
    expect(within(templates).getByRole('button', { name: 'Read only' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(templates).getByRole('button', { name: 'Send only' }));
    expect(ticked()).toEqual(['Send SMS', 'Send delivery reports']);
    // A tick of one's own leaves the template: no button stays pressed.
    await user.click(within(dialog).getByLabelText('Read ESME logs'));
    expect(within(templates).queryByRole('button', { pressed: true })).toBeNull();
    await user.click(within(templates).getByRole('button', { name: 'Full access' }));
    expect(ticked()).toHaveLength(8);

    for (const box of boxes()) await user.click(box);
    expect(ticked()).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nothing');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Choose at least one permission')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        Response.json(
          { name: ['Name cannot be longer than 100 characters'], expires_at: ['Bad time'] },
          { status: 400 },
        ),
      ),
    );
    const { dialog, onCreated } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Billing script');
    await userEvent.click(within(dialog).getByLabelText('Send SMS'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const name = within(dialog).getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Name cannot be longer than 100 characters')).toBeVisible();
    expect(within(dialog).getByLabelText('Expires')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Bad time')).toBeVisible();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('edits a key without showing it: PUT to its address, the id in the body', async () => {
    const expiresAt = isoOfLocal('2027-01-31T18:30')!;
    const apiKey = makeApiKey({
      allowed_ips: ['::1'],
      rate_limit: 7,
      expires_at: expiresAt,
      enabled: true,
    });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(Response.json({ ...apiKey, enabled: false })));
    const { dialog, onClose, onCreated } = renderDialog(apiKey);
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Edit Billing script');
    expect(within(dialog).getByLabelText('Expires')).toHaveValue('01/31/2027, 18:30');
    expect(within(dialog).getByLabelText('Send SMS')).toBeChecked();
    expect(within(dialog).getByLabelText('Manage ESME accounts')).not.toBeChecked();
    expect(within(dialog).queryByText(/rl_/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Enabled'));
    expect(
      within(dialog).getByText('A disabled key is refused until you enable it again'),
    ).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Expires'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetch, 'PUT').url).toBe('/api/user/api-key/4/');
    expect(apiKeyUpdateSchema.parse(sent(fetch, 'PUT').body)).toEqual({
      id: 4,
      name: 'Billing script',
      permissions: ['send_sms', 'read_sent_sms'],
      allowed_ips: ['::1'],
      rate_limit: 7,
      enabled: false,
      expires_at: null,
    });
    expect(onCreated).not.toHaveBeenCalled();
  });
});
