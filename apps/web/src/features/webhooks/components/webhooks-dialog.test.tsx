import type { Webhook, WebhookWithSecret } from '@routelab/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { IdleEventSource } from '../../../testing/event-source';
import { Providers } from '../../../testing/providers';
import { requestUrl } from '../../../testing/render-routes';
import type { WebhookOwner } from '../webhook-owner';
import { WebhooksDialog } from './webhooks-dialog';

const ACCOUNT: WebhookOwner = { kind: 'client', id: 7, name: 'Shop gateway' };
const GATEWAY: WebhookOwner = { kind: 'gateway', id: 3, name: 'Provider A' };

function makeWebhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: 11,
    client_id: 7,
    gateway_id: null,
    url: 'https://hooks.example.com/in',
    events: ['message.received'],
    enabled: true,
    secret_prefix: 'whsec_ab',
    created_at: '2026-11-26T10:00:00.000Z',
    updated_at: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

/** Serves the list with `listed` and answers create/update with `saved`. */
function serve(listed: Webhook[], saved?: Webhook | WebhookWithSecret) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/webhook/list/')
      return Promise.resolve(Response.json({ results: listed }));
    if (init?.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
    if (url.pathname === '/api/webhook/create/')
      return Promise.resolve(Response.json(saved, { status: 201 }));
    if (url.pathname === '/api/webhook/11/') return Promise.resolve(Response.json(saved));
    if (url.pathname === '/api/webhook/11/deliveries/')
      return Promise.resolve(Response.json({ count: 0, results: [] }));
    return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
  });
}

function sent(fetch: ReturnType<typeof serve>, pathname: string, method: string) {
  const call = fetch.mock.calls.find(
    ([input, init]) => requestUrl(input).pathname === pathname && init?.method === method,
  );
  return call ? (JSON.parse(String(call[1]?.body ?? 'null')) as unknown) : undefined;
}

function renderDialog(owner: WebhookOwner) {
  render(
    <Providers>
      <WebhooksDialog owner={owner} onClose={() => undefined} />
    </Providers>,
  );
}

// The delivery log listens to the event stream; jsdom has no EventSource.
beforeEach(() => vi.stubGlobal('EventSource', IdleEventSource));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('WebhooksDialog', () => {
  it("lists an account's webhooks with their events, state and secret prefix", async () => {
    const fetch = serve([
      makeWebhook({ events: ['message.received', 'dlr.sent'], enabled: false }),
    ]);
    renderDialog(ACCOUNT);
    const row = await screen.findByTestId('webhook-row');
    expect(row).toHaveTextContent('https://hooks.example.com/in');
    expect(row).toHaveTextContent('Received messages');
    expect(row).toHaveTextContent('Delivery reports sent');
    expect(row).toHaveTextContent('Off');
    expect(row).toHaveTextContent('whsec_ab…');
    expect(requestUrl(fetch.mock.calls[0]?.[0]).search).toBe('?client=7');
  });

  it("offers a gateway only a gateway's events, and shows the generated secret once", async () => {
    const user = userEvent.setup();
    const created: WebhookWithSecret = {
      ...makeWebhook({ client_id: null, gateway_id: 3, events: ['mo.received'] }),
      secret: 'whsec_abcdefghijklmnopqrstuvwxyz',
    };
    const fetch = serve([], created);
    renderDialog(GATEWAY);
    await screen.findByText('No webhooks yet');
    expect(requestUrl(fetch.mock.calls[0]?.[0]).search).toBe('?gateway=3');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));

    const form = screen.getByTestId('webhook-form');
    const boxes = within(form).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Delivery reports',
      'Mobile-originated messages',
    ]);
    // Nothing chosen and no URL: the shared contract's messages, and no call.
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('Enter an http:// or https:// URL')).toBeVisible();
    expect(screen.getByText('Choose at least one event')).toBeVisible();
    expect(sent(fetch, '/api/webhook/create/', 'POST')).toBeUndefined();

    await user.type(within(form).getByLabelText('URL'), 'https://hooks.example.com/mo');
    await user.click(within(form).getByLabelText('Mobile-originated messages'));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));

    const secret = await screen.findByTestId('webhook-secret');
    expect(within(secret).getByTestId('webhook-secret-value')).toHaveTextContent(created.secret);
    expect(secret).toHaveTextContent('Copy the secret now: it is not shown again.');
    expect(secret).toHaveTextContent('X-RouteLab-Signature');
    // Without a secret typed, none is sent: the server generates it.
    expect(sent(fetch, '/api/webhook/create/', 'POST')).toEqual({
      gateway_id: 3,
      url: 'https://hooks.example.com/mo',
      events: ['mo.received'],
      enabled: true,
    });
    await user.click(within(secret).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(created.secret);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
  });

  it('keeps the secret on an edit without one, and shows a new one once when set', async () => {
    const user = userEvent.setup();
    const webhook = makeWebhook();
    const fetch = serve([webhook], { ...webhook, secret: 'a-new-secret-of-24-chars' });
    renderDialog(ACCOUNT);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByTestId('webhook-form');
    expect(within(form).getByLabelText('URL')).toHaveValue(webhook.url);
    expect(within(form).getByLabelText('Received messages')).toBeChecked();
    expect(form).toHaveTextContent('Leave empty to keep the current secret (whsec_ab…)');

    await user.type(within(form).getByLabelText('Secret (optional)'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Secret must be at least 16 characters')).toBeVisible();

    await user.type(within(form).getByLabelText('Secret (optional)'), '-now-long-enough');
    await user.click(within(form).getByLabelText('Delivery reports sent'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('webhook-secret-value')).toHaveTextContent(
      'a-new-secret-of-24-chars',
    );
    expect(sent(fetch, '/api/webhook/11/', 'PUT')).toEqual({
      id: 11,
      url: webhook.url,
      events: ['message.received', 'dlr.sent'],
      enabled: true,
      secret: 'short-now-long-enough',
    });
  });

  it('puts the server field messages on the form', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      Promise.resolve(
        requestUrl(input).pathname === '/api/webhook/list/'
          ? Response.json({ results: [] })
          : Response.json(
              { url: ['This server does not call webhooks at this address'] },
              { status: 400 },
            ),
      ),
    );
    renderDialog(ACCOUNT);
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const form = screen.getByTestId('webhook-form');
    await user.type(within(form).getByLabelText('URL'), 'http://127.0.0.1/hook');
    await user.click(within(form).getByLabelText('Received messages'));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(
      await screen.findByText('This server does not call webhooks at this address'),
    ).toBeVisible();
    expect(screen.getByTestId('webhook-form')).toBeInTheDocument();
  });

  it('deletes a webhook only after confirmation', async () => {
    const user = userEvent.setup();
    const fetch = serve([makeWebhook()]);
    renderDialog(ACCOUNT);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this webhook?' });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([input, init]) =>
            init?.method === 'DELETE' && requestUrl(input).pathname === '/api/webhook/11/',
        ),
      ).toBe(true),
    );
  });

  it('opens the delivery log of a webhook and comes back', async () => {
    const user = userEvent.setup();
    serve([makeWebhook()]);
    renderDialog(ACCOUNT);
    await user.click(await screen.findByRole('button', { name: 'Delivery log' }));
    expect(await screen.findByTestId('webhook-deliveries')).toBeInTheDocument();
    expect(screen.getByText('Delivery log: https://hooks.example.com/in')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to webhooks' }));
    expect(await screen.findByTestId('webhook-row')).toBeInTheDocument();
  });
});
