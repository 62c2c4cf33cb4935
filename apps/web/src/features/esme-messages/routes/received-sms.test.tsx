import type { Message, MessageDetail } from '@routelab/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeClient } from '../../../testing/client';
import { IdleEventSource } from '../../../testing/event-source';
import { makeMessage, makeMessageDetail } from '../../../testing/message';
import { renderRoutes, requestQueries, requestUrl } from '../../../testing/render-routes';
import { ReceivedSmsPage } from './received-sms';

const LIST = '/api/message/esme/list/';

/** The API: one account, a list page of `rows`, and the detail of each of `details`. */
function serve({
  rows = [makeMessage()],
  details = [],
  count,
}: { rows?: Message[]; details?: MessageDetail[]; count?: number } = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/client/list/') {
      return Promise.resolve(
        Response.json({
          clients: [makeClient()],
          connections: {},
          timestamp: '2025-01-01T10:00:00.000Z',
          smpp_port: 2775,
          smpp_tls_port: null,
        }),
      );
    }
    if (url.pathname === LIST) {
      return Promise.resolve(Response.json({ count: count ?? rows.length, results: rows }));
    }
    const id = /^\/api\/message\/esme\/(\d+)\/$/.exec(url.pathname)?.[1];
    if (id !== undefined) {
      const detail = details.find((message) => message.id === Number(id));
      return Promise.resolve(
        detail ? Response.json(detail) : Response.json({ detail: 'Not found.' }, { status: 404 }),
      );
    }
    return Promise.resolve(Response.json({ count: 0, results: [] }));
  });
}

/** The query of every list request made so far. */
const listQueries = (fetch: ReturnType<typeof serve>) => requestQueries(fetch, LIST);

const renderAt = (url: string) =>
  renderRoutes([{ path: '/esme/messages', element: <ReceivedSmsPage /> }], url);

beforeEach(() => vi.stubGlobal('EventSource', IdleEventSource));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Received SMS in the URL', () => {
  it('shows the filters, page and sort of the URL and asks the list for them', async () => {
    const fetch = serve();
    renderAt(
      '/esme/messages?client=7&status=delivered&search=4915&from=2026-11-01T08:30' +
        '&page=2&page_size=50&sort=-status',
    );
    await waitFor(() =>
      expect(listQueries(fetch)[0]).toEqual({
        page: '2',
        page_size: '50',
        ordering: '-status',
        client: '7',
        status: 'delivered',
        search: '4915',
        date_from: new Date('2026-11-01T08:30').toISOString(),
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Search by number or text' })).toHaveValue('4915');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Delivered');
    expect(await screen.findByRole('combobox', { name: 'Account' })).toHaveTextContent(
      'Shop gateway (shop1)',
    );
    expect(screen.getByLabelText('From')).toHaveValue('11/01/2026, 08:30');
  });

  it('reads what it cannot use as the defaults, and the rest as given', async () => {
    const fetch = serve();
    renderAt('/esme/messages?status=nope&page=abc&page_size=7&sort=text&message=x&search=kept');
    await waitFor(() =>
      expect(listQueries(fetch)[0]).toEqual({
        page: '1',
        page_size: '25',
        ordering: '-created_at',
        search: 'kept',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Any status');
    expect(screen.queryByRole('heading', { name: /^Message/ })).not.toBeInTheDocument();
  });

  it("drops an account that is not one of the user's, and says so", async () => {
    const fetch = serve();
    const router = renderAt('/esme/messages?client=999999&status=delivered&page=2');
    const notice = await screen.findByText(
      'Account #999999 was not found, so messages of all accounts are shown.',
    );
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveTextContent('All accounts');
    expect(router.state.location.search).toBe('?status=delivered');
    await waitFor(() =>
      expect(listQueries(fetch).at(-1)).toEqual({
        page: '1',
        page_size: '25',
        ordering: '-created_at',
        status: 'delivered',
      }),
    );

    await userEvent.click(within(notice.closest('[role="alert"]')!).getByRole('button'));
    expect(notice).not.toBeInTheDocument();
  });

  it('writes typed filters to the URL, back on page 1, and leaves it clean once cleared', async () => {
    const fetch = serve();
    const router = renderAt('/esme/messages?page=3');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Search by number or text' }),
      'Hello',
    );
    expect(router.state.location.search).toBe('?search=Hello');
    // Typing replaces the history entry: Back leaves the page, not one letter.
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(listQueries(fetch).at(-1)).toMatchObject({ page: '1', search: 'Hello' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the message of ?message= without its row, and closing takes it off the URL', async () => {
    const message = makeMessageDetail({ id: 41, message_id: 'abc-41', text: 'From a link' });
    serve({ rows: [] satisfies Message[], details: [message] });
    const router = renderAt('/esme/messages?status=delivered&message=41');
    expect(await screen.findByRole('heading', { name: 'Message abc-41' })).toBeVisible();
    expect(await screen.findByTestId('message-text')).toHaveTextContent('From a link');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Message abc-41' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?status=delivered');
  });

  it('says so when the message of ?message= does not exist, and the list stays usable', async () => {
    serve();
    renderAt('/esme/messages?message=999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
    expect(screen.getByRole('heading', { name: 'Message' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('textbox', { name: 'Search by number or text' })).toBeVisible();
  });

  it('goes Back from an open message to the page it was opened on', async () => {
    const rows = Array.from({ length: 10 }, (_, index) =>
      makeMessage({ id: 300 + index, text: `Row ${index}` }),
    );
    serve({ rows, count: 340, details: rows.map((row) => makeMessageDetail(row)) });
    const router = renderAt('/esme/messages?page_size=10&page=3');
    await userEvent.click(await screen.findByRole('gridcell', { name: 'Row 4' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?page_size=10&page=3&message=304'),
    );
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByTestId('message-text')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(router.state.location.search).toBe('?page_size=10&page=3');
  });
});
