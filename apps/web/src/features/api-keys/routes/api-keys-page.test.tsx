import type { ApiKey } from '@routelab/shared';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeApiKey } from '../../../testing/api-key';
import { Providers } from '../../../testing/providers';
import { requestUrl } from '../../../testing/render-routes';
import { ApiKeysPage } from './api-keys-page';

const SECRET = 'rl_new98765_s3cr3tPartOfTheKeyThatIsShownOnce';

/** The key routes over an in-memory list, as the server answers them. */
function serve(initial: ApiKey[]) {
  let keys = [...initial];
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/user/api-key/list/') {
      return Promise.resolve(Response.json({ results: keys }));
    }
    if (url.pathname === '/api/user/api-key/create/' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as Pick<ApiKey, 'name' | 'permissions'>;
      const created = makeApiKey({ ...body, id: 9, prefix: 'rl_new98765' });
      keys = [...keys, created];
      return Promise.resolve(Response.json({ ...created, key: SECRET }, { status: 201 }));
    }
    const revoked = /^\/api\/user\/api-key\/(\d+)\/$/.exec(url.pathname);
    if (revoked && method === 'DELETE') {
      keys = keys.filter((key) => key.id !== Number(revoked[1]));
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
  });
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers queryClient={queryClient}>
      <ApiKeysPage />
    </Providers>,
  );
  return queryClient;
}

afterEach(() => vi.restoreAllMocks());

describe('ApiKeysPage', () => {
  it('says what keys are for when there are none, with a create button', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No API keys yet')).toBeVisible();
    expect(
      screen.getByText(/call the RouteLab API in your name \(header X-API-Key\)/),
    ).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: 'New API key' }).at(-1)!);
    expect(screen.getByRole('dialog', { name: 'New API key' })).toBeVisible();
  });

  it('lists each key with its prefix, permissions, allow-list, limit, status, expiry and last use', async () => {
    serve([
      makeApiKey({
        allowed_ips: ['203.0.113.7', '2001:db8::/32', '10.0.0.0/8'],
        last_used_at: '2026-11-25T08:15:00.000Z',
        last_used_ip: '198.51.100.4',
      }),
      makeApiKey({
        id: 5,
        name: 'Old monitor',
        prefix: 'rl_zzzz0000',
        permissions: ['send_sms', 'read_sent_sms', 'manage_smsc', 'read_smsc_logs', 'send_dlr'],
        expires_at: '2020-01-01T00:00:00.000Z',
      }),
      makeApiKey({
        id: 6,
        name: 'Everything',
        prefix: 'rl_all00000',
        enabled: false,
        rate_limit: 5,
        permissions: [
          'send_sms',
          'read_sent_sms',
          'manage_smsc',
          'read_smsc_logs',
          'send_dlr',
          'read_received_sms',
          'manage_esme',
          'read_esme_logs',
        ],
      }),
    ]);
    renderPage();
    const first = await screen.findByTestId('api-key-rl_abcd1234');
    const prefix = within(first).getByText('rl_abcd1234…');
    expect(prefix).toHaveStyle({ fontFamily: 'monospace' });
    expect(within(first).getByText('Send SMS')).toBeVisible();
    expect(within(first).getByText('Read sent SMS')).toBeVisible();
    expect(within(first).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(first).getByText('2001:db8::/32')).toBeInTheDocument();
    expect(within(first).getByText('+1')).toBeInTheDocument();
    expect(within(first).getByText('100 req/s')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeVisible();
    expect(within(first).getByText('Never')).toBeInTheDocument();
    const lastUsed = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(
      within(first).getByText(lastUsed.format(new Date('2026-11-25T08:15:00.000Z'))),
    ).toBeVisible();
    expect(within(first).getByText('from 198.51.100.4')).toBeVisible();

    const old = screen.getByTestId('api-key-rl_zzzz0000');
    expect(within(old).getByText('Expired')).toBeVisible();
    expect(within(old).getByText('Never used')).toBeVisible();
    expect(within(old).getByText('Any address')).toBeInTheDocument();
    const all = screen.getByTestId('api-key-rl_all00000');
    expect(within(all).getByText('All permissions')).toBeVisible();
    expect(within(all).getByText('Disabled')).toBeVisible();
    expect(within(all).getByText('5 req/s')).toBeInTheDocument();
  });

  it('shows a new key once: copied from its dialog, gone from the page and the caches once closed', async () => {
    serve([]);
    const queryClient = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New API key' }));
    const form = screen.getByRole('dialog', { name: 'New API key' });
    await user.type(within(form).getByLabelText(/^Name/), 'CI sender');
    await user.click(within(form).getByLabelText('Send SMS'));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'API key CI sender created' });
    expect(within(shown).getByLabelText('API key')).toHaveValue(SECRET);
    expect(within(shown).getByText(/it will not be shown again/)).toBeVisible();
    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    // A stray click beside it does not lose the key.
    await user.click(document.querySelector('.MuiBackdrop-root')!);
    expect(shown).toBeVisible();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('api-key-rl_new98765')).toBeVisible();
    expect(document.body.textContent).not.toContain(SECRET);
    const cached = JSON.stringify([
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
      queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.data),
    ]);
    expect(cached).not.toContain(SECRET);
  });

  it('revokes a key only after the confirmation', async () => {
    const fetch = serve([
      makeApiKey(),
      makeApiKey({ id: 5, name: 'Spare', prefix: 'rl_spare000' }),
    ]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke Billing script' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke Billing script?' });
    expect(within(confirm).getByText(/refused \(401\) at once/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    const deletes = () => fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke Billing script' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke Billing script?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByTestId('api-key-rl_abcd1234')).not.toBeInTheDocument(),
    );
    expect(deletes().map(([input]) => requestUrl(input).pathname)).toEqual([
      '/api/user/api-key/4/',
    ]);
    expect(screen.getByTestId('api-key-rl_spare000')).toBeVisible();
  });
});
