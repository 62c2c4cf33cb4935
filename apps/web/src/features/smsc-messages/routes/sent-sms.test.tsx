import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { IdleEventSource } from '../../../testing/event-source';
import { makeGateway } from '../../../testing/gateway';
import { makeMessageDetail } from '../../../testing/message';
import { renderRoutes, requestQueries, requestUrl } from '../../../testing/render-routes';
import { SentSmsPage } from './sent-sms';

const LIST = '/api/message/smsc/list/';

/** Gateway 3 "Provider A", an empty list, and message 8 sent through gateway 3. */
function serve() {
  const message = makeMessageDetail({
    id: 8,
    direction: 'mt',
    gateway_id: 3,
    client_id: null,
    destination_addr: '4915199999999',
  });
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = requestUrl(input);
    const answers: Record<string, unknown> = {
      '/api/gateway/list/': {
        gateways: [makeGateway()],
        connections: {},
        timestamp: '2025-01-01T10:00:00.000Z',
      },
      '/api/message/smsc/8/': message,
    };
    const answer = answers[url.pathname];
    return Promise.resolve(Response.json(answer ?? { count: 0, results: [] }));
  });
}

const listQueries = (fetch: ReturnType<typeof serve>) => requestQueries(fetch, LIST);

const renderAt = (url: string) =>
  renderRoutes([{ path: '/smsc/messages', element: <SentSmsPage /> }], url);

beforeEach(() => vi.stubGlobal('EventSource', IdleEventSource));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Sent SMS in the URL', () => {
  it('shows the filters, page and sort of the URL and asks the list for them', async () => {
    const fetch = serve();
    renderAt(
      '/smsc/messages?gateway=3&status=failed&direction=mo&search=hi&page=3&page_size=10' +
        '&sort=destination_addr',
    );
    await waitFor(() =>
      expect(listQueries(fetch)[0]).toEqual({
        page: '3',
        page_size: '10',
        ordering: 'destination_addr',
        gateway: '3',
        status: 'failed',
        direction: 'mo',
        search: 'hi',
      }),
    );
    expect(screen.getByRole('textbox', { name: /^Search/ })).toHaveValue('hi');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Failed');
    expect(await screen.findByRole('combobox', { name: 'Gateway' })).toHaveTextContent(
      'Provider A',
    );
  });

  it("drops a gateway that is not one of the user's, and says so", async () => {
    const fetch = serve();
    const router = renderAt('/smsc/messages?gateway=999999&status=failed');
    expect(
      await screen.findByText(
        'Gateway #999999 was not found, so messages of all gateways are shown.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Gateway' })).toHaveTextContent('Any');
    expect(router.state.location.search).toBe('?status=failed');
    await waitFor(() => expect(listQueries(fetch).at(-1)).not.toHaveProperty('gateway'));
  });

  it('opens the message of ?message=, naming its gateway though no row is loaded', async () => {
    serve();
    renderAt('/smsc/messages?message=8');
    const drawer = await screen.findByTestId('message-drawer');
    expect(await screen.findByText('To 4915199999999')).toBeVisible();
    expect(drawer).toHaveTextContent('Provider A');
  });
});

describe('Sent SMS that fails to load', () => {
  it('says why with a Retry instead of an empty table, and Retry loads it', async () => {
    let failing = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = requestUrl(input);
      if (url.pathname === LIST && failing) {
        return Promise.resolve(Response.json({ detail: 'Database unavailable.' }, { status: 503 }));
      }
      if (url.pathname === '/api/gateway/list/') {
        return Promise.resolve(
          Response.json({ gateways: [], connections: {}, timestamp: '2025-01-01T10:00:00.000Z' }),
        );
      }
      return Promise.resolve(Response.json({ count: 0, results: [] }));
    });
    renderAt('/smsc/messages');
    expect(await screen.findByText('Database unavailable.')).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('grid')).toBeVisible();
    expect(screen.queryByText('Database unavailable.')).toBeNull();
  });
});
