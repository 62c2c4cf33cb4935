import type { Webhook, WebhookDelivery } from '@routelab/shared';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { Providers } from '../../../testing/providers';
import { requestUrl } from '../../../testing/render-routes';
import { WebhooksDialog } from './webhooks-dialog';

const SECRET = 'whsec_generated_secret_value_0123';

const webhook = (fields: Partial<Webhook> = {}): Webhook => ({
  id: 1,
  client_id: 7,
  gateway_id: null,
  url: 'https://hooks.example.com/one',
  events: ['message.received'],
  enabled: true,
  secret_prefix: 'whsec_ab',
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
  ...fields,
});

const delivery = (fields: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 11,
  webhook_id: 1,
  event: 'message.received',
  event_id: 'evt_1',
  status: 'failed',
  attempts: 3,
  http_status: 500,
  latency_ms: 42,
  response_excerpt: 'Internal error',
  created_at: '2026-11-26T10:01:00.000Z',
  last_attempt_at: '2026-11-26T10:02:00.000Z',
  next_attempt_at: null,
  ...fields,
});

/** The webhook routes over an in-memory list, recording what was called. */
function serve(initial: Webhook[]) {
  let hooks = [...initial];
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    if (url.pathname === '/api/webhook/list/')
      return Promise.resolve(Response.json({ results: hooks }));
    if (url.pathname === '/api/webhook/create/') {
      const created = webhook({ id: 2, ...(body as Partial<Webhook>) });
      hooks = [...hooks, created];
      return Promise.resolve(Response.json({ ...created, secret: SECRET }, { status: 201 }));
    }
    if (/^\/api\/webhook\/\d+\/deliveries\/$/.test(url.pathname)) {
      return Promise.resolve(Response.json({ count: 1, results: [delivery()] }));
    }
    if (/\/test\/$|\/redeliver\/$/.test(url.pathname)) {
      return Promise.resolve(
        Response.json(delivery({ id: 12, status: 'delivered' }), { status: 202 }),
      );
    }
    return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
  });
  return calls;
}

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers queryClient={queryClient}>
      <WebhooksDialog
        owner={{ kind: 'client', id: 7, name: 'Shop ESME' }}
        onClose={() => undefined}
      />
    </Providers>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('WebhooksDialog', { timeout: 30_000 }, () => {
  it("adds an account's webhook with its events and shows the generated secret once", async () => {
    const calls = serve([]);
    renderDialog();
    expect(await screen.findByText('No webhooks yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const form = screen.getByRole('dialog', { name: 'New webhook' });
    // An account's events only.
    expect(within(form).getByLabelText('Received messages')).toBeChecked();
    expect(within(form).getByLabelText('Delivery reports sent')).toBeChecked();
    expect(within(form).queryByLabelText('Mobile-originated messages')).toBeNull();
    await userEvent.type(within(form).getByLabelText('URL'), 'ftp://nope');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Enter an http:// or https:// URL')).toBeVisible();
    await userEvent.clear(within(form).getByLabelText('URL'));
    await userEvent.type(within(form).getByLabelText('URL'), 'https://hooks.example.com/new');
    await userEvent.click(within(form).getByLabelText('Delivery reports sent'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveValue(SECRET);
    expect(calls.find((call) => call.path === '/api/webhook/create/')?.body).toEqual({
      client_id: 7,
      url: 'https://hooks.example.com/new',
      events: ['message.received'],
      enabled: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
    expect(await screen.findByText('https://hooks.example.com/new')).toBeVisible();
  });

  it('shows a webhook\u2019s delivery log with Send test and Redeliver', async () => {
    const calls = serve([webhook()]);
    renderDialog();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delivery log: https://hooks.example.com/one' }),
    );
    const row = await screen.findByTestId('webhook-delivery');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('500');
    expect(row).toHaveTextContent('42 ms');
    expect(row).toHaveTextContent('Internal error');
    await userEvent.click(screen.getByRole('button', { name: 'Send test' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Redeliver: evt_1' }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        '/api/webhook/1/test/',
        '/api/webhook/delivery/11/redeliver/',
      ]),
    );
    expect(
      calls.some((call) => call.path === '/api/webhook/1/deliveries/?page=1&page_size=10'),
    ).toBe(true);
  });
});
