import type { DedicatedSmpp, Price } from '@routelab/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { IdleEventSource } from '../../../testing/event-source';
import { Providers } from '../../../testing/providers';
import { requestUrl } from '../../../testing/render-routes';
import { signedInQueryClient } from '../../../testing/signed-in';
import { DedicatedSmppPage } from './dedicated-smpp-page';

const PATH = '/api/subscription/smpp/';
const PRICE: Price = {
  tier: 'any',
  sent_segment_micros: 2_000,
  received_segment_micros: 1_000,
  dedicated_ip_micros: 10_000_000,
};
const PREVIEW =
  'You will be charged $10.000 now for 1 IP address; it renews on 2026-12-27 for $10.000 unless cancelled.';

function makeSubscription(overrides: Partial<DedicatedSmpp> = {}): DedicatedSmpp {
  return {
    id: 4,
    status: 'active',
    host: 'localhost',
    port: 2800,
    tls_port: null,
    listening: true,
    ip_addresses: ['203.0.113.7'],
    period_start: '2026-11-27T00:00:00.000Z',
    period_end: '2026-12-27T00:00:00.000Z',
    grace_until: null,
    price_per_ip_micros: 10_000_000,
    price_per_period_micros: 10_000_000,
    refused_connections: { count: 0, last_address: null, last_at: null },
    sessions: [],
    created_at: '2026-11-27T00:00:00.000Z',
    ...overrides,
  };
}

/** The subscription routes over one in-memory subscription, as the server answers them. */
function serve(initial: DedicatedSmpp | null, balanceShort = false) {
  let current = initial;
  const bodies: unknown[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (method !== 'GET') bodies.push({ method, path: url.pathname + url.search, body });
    if (url.pathname === '/api/billing/prices/') {
      return Promise.resolve(Response.json({ tier: 'any', current: PRICE, tiers: [PRICE] }));
    }
    if (url.pathname === PATH && method === 'GET') {
      return Promise.resolve(Response.json(current));
    }
    if (url.pathname === PATH && (method === 'POST' || method === 'PUT')) {
      if (body.preview) return Promise.resolve(Response.json({ preview: PREVIEW }));
      if (balanceShort) {
        return Promise.resolve(
          Response.json({ detail: 'This needs $10.000; the balance is $1.000.' }, { status: 402 }),
        );
      }
      current = makeSubscription({ ...current, ip_addresses: body.ip_addresses as string[] });
      return Promise.resolve(Response.json({ ...current, preview: PREVIEW }, { status: 201 }));
    }
    if (url.pathname === `${PATH}4/` && method === 'DELETE') {
      const preview = 'The subscription ends now and its listener closes. Nothing is refunded.';
      if (url.searchParams.get('preview') === '1')
        return Promise.resolve(Response.json({ preview }));
      current = null;
      return Promise.resolve(Response.json({ id: 4, refunded_micros: 0, preview }));
    }
    return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
  });
  return { fetch, bodies };
}

function renderPage() {
  render(
    <Providers queryClient={signedInQueryClient()}>
      <DedicatedSmppPage />
    </Providers>,
  );
}

async function addAddress(address: string) {
  const field = screen.getByRole('combobox', { name: 'IP addresses' });
  await userEvent.type(field, `${address}{Enter}`);
}

beforeEach(() => vi.stubGlobal('EventSource', IdleEventSource));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DedicatedSmppPage', () => {
  it('offers the endpoint at the user’s price and subscribes after the preview', async () => {
    const { bodies } = serve(null);
    renderPage();
    expect(await screen.findByTestId('dedicated-price')).toHaveTextContent(
      '$10.000 per IP address per 30 days',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Add at least one IP address')).toBeVisible();

    await addAddress('203.0.113.7');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to dedicated SMPP' });
    expect(within(dialog).getByText(PREVIEW)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByTestId('dedicated-endpoint')).toHaveTextContent('Port: 2800');
    expect(bodies).toEqual([
      { method: 'POST', path: PATH, body: { ip_addresses: ['203.0.113.7'], preview: true } },
      { method: 'POST', path: PATH, body: { ip_addresses: ['203.0.113.7'] } },
    ]);
  });

  it('says what the balance lacks when it does not cover the period', async () => {
    serve(null, true);
    renderPage();
    await screen.findByTestId('dedicated-price');
    await addAddress('203.0.113.7');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(
      await within(dialog).findByText('This needs $10.000; the balance is $1.000.'),
    ).toBeVisible();
  });

  it('shows the endpoint, sessions, refusals and a grace notice', async () => {
    serve(
      makeSubscription({
        status: 'grace',
        grace_until: '2026-12-30T00:00:00.000Z',
        tls_port: 2900,
        refused_connections: {
          count: 3,
          last_address: '198.51.100.9',
          last_at: '2026-11-27T10:00:00.000Z',
        },
        sessions: [
          {
            session_id: 's1',
            system_id: 'shop1',
            remote_address: '203.0.113.7',
            remote_port: 40000,
            tls: false,
            bind_type: 'trx',
            since: '2026-11-27T09:00:00.000Z',
            received: 0,
            sent: 0,
          },
        ],
      }),
    );
    renderPage();
    const endpoint = await screen.findByTestId('dedicated-endpoint');
    expect(endpoint).toHaveTextContent('Host: localhost');
    expect(endpoint).toHaveTextContent('TLS port: 2900');
    expect(screen.getByText('Renewal due')).toBeVisible();
    expect(screen.getByText(/keeps working until/)).toBeVisible();
    expect(screen.getByText(/3, last from 198\.51\.100\.9/)).toBeVisible();
    const session = screen.getByTestId('dedicated-session');
    expect(session).toHaveTextContent('shop1');
    expect(session).toHaveTextContent('203.0.113.7:40000');
    // Every date on the page in the console's one style (mm/dd/yyyy, hh:mm in English).
    const oneStyle = /\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/;
    expect(session).toHaveTextContent(oneStyle);
    expect(screen.getByText(/keeps working until/)).toHaveTextContent(oneStyle);
    expect(screen.getByText(/3, last from 198\.51\.100\.9/)).toHaveTextContent(oneStyle);
  });

  it('changes the addresses and cancels, each after its preview', async () => {
    const { bodies } = serve(makeSubscription());
    renderPage();
    await screen.findByTestId('dedicated-endpoint');
    await userEvent.click(screen.getByRole('button', { name: 'Edit addresses' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit addresses' });
    await userEvent.type(
      within(editor).getByRole('combobox', { name: 'IP addresses' }),
      '198.51.100.0/24{Enter}',
    );
    await userEvent.click(within(editor).getByRole('button', { name: 'Preview' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the addresses' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save addresses' }));
    expect(await screen.findByText('198.51.100.0/24')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel dedicated SMPP' });
    expect(within(cancel).getByText(/Nothing is refunded/)).toBeVisible();
    await userEvent.click(within(cancel).getByRole('button', { name: 'End subscription' }));
    expect(await screen.findByText('Your own SMPP endpoint')).toBeVisible();
    expect(bodies).toContainEqual({
      method: 'PUT',
      path: PATH,
      body: { id: 4, ip_addresses: ['203.0.113.7', '198.51.100.0/24'] },
    });
    expect(bodies).toContainEqual({ method: 'DELETE', path: `${PATH}4/`, body: {} });
  });
});
