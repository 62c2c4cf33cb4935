import type { RouteExplain, RouteList } from '@routelab/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeClient } from '../../../testing/client';
import { makeConnection, makeGateway } from '../../../testing/gateway';
import { TestEventSource } from '../../../testing/event-source';
import { Providers } from '../../../testing/providers';
import { requestUrl } from '../../../testing/render-routes';
import { makeMoRoute, makeMtRoute } from '../../../testing/route';
import { RoutesPage } from './routes-page';

const GATEWAYS = [
  makeGateway({ id: 3, name: 'Provider A' }),
  makeGateway({ id: 4, name: 'Provider B' }),
];
const ACCOUNTS = [makeClient({ id: 7, name: 'Shop gateway', routing: 'on' })];

/** The routing calls over an in-memory route list, as the server answers them. */
function serve(initial: RouteList, explain?: RouteExplain) {
  let list = initial;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = requestUrl(input).pathname;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (path === '/api/route/list/') return Promise.resolve(Response.json(list));
    if (path === '/api/client/list/') {
      return Promise.resolve(
        Response.json({
          clients: ACCOUNTS,
          connections: {},
          timestamp: '2026-12-01T10:00:00.000Z',
          smpp_port: 2775,
          smpp_tls_port: null,
        }),
      );
    }
    if (path === '/api/gateway/list/') {
      return Promise.resolve(
        Response.json({
          gateways: GATEWAYS,
          connections: { 3: makeConnection() },
          timestamp: '2026-12-01T10:00:00.000Z',
        }),
      );
    }
    if (path === '/api/route/update/') {
      const route = list.routes.find((candidate) => candidate.id === body.id)!;
      return Promise.resolve(Response.json({ ...route, enabled: body.enabled }));
    }
    if (path === '/api/route/order/') {
      const ids = body.ids as number[];
      const routes = list.routes.map((route) =>
        ids.includes(route.id) ? { ...route, priority: (ids.indexOf(route.id) + 1) * 10 } : route,
      );
      return Promise.resolve(Response.json({ ...list, routes }));
    }
    if (path === '/api/route/explain/' && explain) return Promise.resolve(Response.json(explain));
    if (path === '/api/route/delete/2/' && init?.method === 'DELETE') {
      list = { ...list, routes: list.routes.filter((route) => route.id !== 2) };
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
  });
}

const calls = (fetch: ReturnType<typeof serve>, path: string) =>
  fetch.mock.calls
    .filter(([input]) => requestUrl(input).pathname === path)
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) as unknown }));

function renderPage() {
  render(
    <Providers>
      <RoutesPage />
    </Providers>,
  );
}

beforeEach(() => vi.stubGlobal('EventSource', TestEventSource));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const LIST: RouteList = {
  no_route: 4,
  routes: [
    makeMtRoute({
      id: 1,
      name: 'Ukraine',
      priority: 10,
      counters: { routed: 120, failed_over: 3 },
      action: { strategy: 'failover', gateway_ids: [3, 4] },
    }),
    makeMtRoute({
      id: 2,
      name: 'Everything else',
      priority: 20,
      match: {
        client_ids: [7],
        destination_prefixes: [],
        source_pattern: null,
        text_pattern: '^PIN',
        window: null,
      },
    }),
    makeMoRoute({ id: 20, name: 'Replies' }),
  ],
};

describe('RoutesPage', () => {
  it('lists the MT routes in order with their match, action and counters, and the no route count', async () => {
    serve(LIST);
    renderPage();
    const first = await screen.findByTestId('route-1');
    expect(within(first).getByText('Ukraine')).toBeVisible();
    expect(within(first).getByText('any account · to +380')).toBeVisible();
    await waitFor(() =>
      expect(within(first).getByTestId('route-action')).toHaveTextContent(
        'Failover: Provider A, Provider B',
      ),
    );
    expect(within(first).getByTestId('route-counters')).toHaveTextContent('Routed: 120');
    expect(within(first).getByTestId('route-counters')).toHaveTextContent('Failed over: 3');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('route-2')).getByText(
          'accounts Shop gateway · any destination · text /^PIN/',
        ),
      ).toBeVisible(),
    );
    expect(screen.getByTestId('routes-no-route')).toHaveTextContent('No route: 4');
    expect(screen.queryByTestId('route-20')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /MO: SMSC → ESME/ }));
    expect(await screen.findByTestId('route-20')).toHaveTextContent('to ESME account Shop gateway');
  });

  it('moves the counters as route.counters events arrive, without refetching the list', async () => {
    const fetch = serve(LIST);
    renderPage();
    act(() => TestEventSource.open());
    const first = await screen.findByTestId('route-1');
    act(() =>
      TestEventSource.send('route.counters', {
        routes: [{ id: 1, counters: { routed: 121, failed_over: 4 } }],
        no_route: 5,
      }),
    );
    await waitFor(() =>
      expect(within(first).getByTestId('route-counters')).toHaveTextContent('Routed: 121'),
    );
    expect(within(first).getByTestId('route-counters')).toHaveTextContent('Failed over: 4');
    expect(screen.getByTestId('routes-no-route')).toHaveTextContent('No route: 5');
    expect(within(screen.getByTestId('route-2')).getByTestId('route-counters')).toHaveTextContent(
      'Routed: 0',
    );
    expect(
      fetch.mock.calls.filter(([input]) => requestUrl(input).pathname === '/api/route/list/'),
    ).toHaveLength(1);
  });

  it('says there is nothing yet, with a create button', async () => {
    serve({ no_route: 0, routes: [] });
    renderPage();
    expect(await screen.findByText('No MT routes yet')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: /MO: SMSC → ESME/ }));
    expect(await screen.findByText('No MO routes yet')).toBeVisible();
  });

  it('saves the enable switch at once through the update call', async () => {
    const fetch = serve(LIST);
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Route Ukraine enabled' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(calls(fetch, '/api/route/update/')).toHaveLength(1));
    const [update] = calls(fetch, '/api/route/update/');
    expect(update).toEqual({
      method: 'PUT',
      body: {
        id: 1,
        name: 'Ukraine',
        priority: 10,
        enabled: false,
        kind: 'mt',
        match: LIST.routes[0]!.match,
        action: LIST.routes[0]!.action,
      },
    });
  });

  it('moves a route with the up and down buttons through the order call', async () => {
    const fetch = serve(LIST);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Move Ukraine up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Ukraine down' }));
    await waitFor(() => expect(calls(fetch, '/api/route/order/')).toHaveLength(1));
    expect(calls(fetch, '/api/route/order/')[0]).toEqual({
      method: 'PUT',
      body: { kind: 'mt', ids: [2, 1] },
    });
    await waitFor(() => {
      const rows = screen.getAllByTestId(/^route-\d+$/).map((row) => row.dataset.testid);
      expect(rows).toEqual(['route-2', 'route-1']);
    });
  });

  it('deletes a route after asking, and takes it out of the list', async () => {
    const fetch = serve(LIST);
    renderPage();
    const row = await screen.findByTestId('route-2');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete route Everything else?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('route-2')).not.toBeInTheDocument());
    expect(
      fetch.mock.calls.some(
        ([input, init]) =>
          requestUrl(input).pathname === '/api/route/delete/2/' && init?.method === 'DELETE',
      ),
    ).toBe(true);
    expect(screen.getByTestId('route-1')).toBeVisible();
  });

  it('explains a decision: the route and gateway taken, each route tried and each gateway', async () => {
    const fetch = serve(LIST, {
      outcome: 'routed',
      command_status: 0,
      route_id: 2,
      gateway_id: 4,
      routes: [
        { id: 1, name: 'Ukraine', priority: 10, matched: false, failed: 'destination' },
        { id: 2, name: 'Everything else', priority: 20, matched: true, failed: null },
      ],
      gateways: [
        { id: 3, name: 'Provider A', chosen: false, skipped: 'unbound', price_micros: 4_000 },
        { id: 4, name: 'Provider B', chosen: true, skipped: null, price_micros: 12_500 },
      ],
    });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Explain' });
    await userEvent.click(within(panel).getByRole('combobox', { name: 'ESME account' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shop gateway' }));
    await userEvent.type(within(panel).getByLabelText('Destination'), '447700900123');
    await userEvent.type(within(panel).getByLabelText('Text'), 'PIN 1234');
    await userEvent.click(within(panel).getByRole('button', { name: 'Explain' }));
    expect(await within(panel).findByTestId('explain-outcome')).toHaveTextContent(
      'Routed via route Everything else to Provider B.',
    );
    expect(within(panel).getByTestId('explain-route-1')).toHaveTextContent(
      'The destination has none of its prefixes',
    );
    expect(within(panel).getByTestId('explain-route-2')).toHaveTextContent('Matched');
    expect(within(panel).getByTestId('explain-gateway-3')).toHaveTextContent(
      'Skipped: not bound · $0.004 per segment',
    );
    expect(within(panel).getByTestId('explain-gateway-4')).toHaveTextContent(
      'Chosen · $0.0125 per segment',
    );
    expect(calls(fetch, '/api/route/explain/')[0]?.body).toEqual({
      client_id: 7,
      destination: '447700900123',
      source: '',
      text: 'PIN 1234',
    });
  });

  it('words a refusal for no route with its command status', async () => {
    serve(LIST, {
      outcome: 'no_route',
      command_status: 0x0b,
      route_id: null,
      gateway_id: null,
      routes: [{ id: 1, name: 'Ukraine', priority: 10, matched: false, failed: 'destination' }],
      gateways: [],
    });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Explain' });
    await userEvent.click(within(panel).getByRole('combobox', { name: 'ESME account' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shop gateway' }));
    await userEvent.type(within(panel).getByLabelText('Destination'), '15550100');
    await userEvent.click(within(panel).getByRole('button', { name: 'Explain' }));
    expect(await within(panel).findByTestId('explain-outcome')).toHaveTextContent(
      'No route: the submit would be refused with ESME_RINVDSTADR (0x0B).',
    );
  });
});
