import type { PduLog } from '@routelab/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { IdleEventSource } from '../../../testing/event-source';
import { renderRoutes, requestQueries, requestUrl } from '../../../testing/render-routes';
import { PduLogsPage } from './pdu-logs-page';

const deliver: PduLog = {
  id: 5,
  time: '2025-01-01T10:00:00.000Z',
  side: 'esme',
  connection_id: 3,
  session_id: 's1',
  direction: 'out',
  command_id: 0x00000005,
  command: 'deliver_sm',
  command_status: 0,
  command_status_name: 'ESME_ROK',
  sequence_number: 42,
  message_id: null,
  length: 60,
  fields: [{ name: 'source_addr', value: '4917000000001' }],
  hex: '0000003c',
};

/** The API of both log pages: a connection each, an empty list, and PDU 5 of the ESME side. */
function serve() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = requestUrl(input);
    const named = [{ id: 3, name: 'Shop gateway' }];
    const answers: Record<string, unknown> = {
      '/api/client/list/': { clients: named },
      '/api/gateway/list/': { gateways: named },
      '/api/log/backlog/': { pending: 0, paused: false, dropped: 0 },
      '/api/log/esme/5/': deliver,
      // A receipt from the SMSC that matched no sent message.
      '/api/log/smsc/6/': {
        ...deliver,
        id: 6,
        side: 'smsc',
        direction: 'in',
        unmatched_receipt: true,
      } satisfies PduLog,
    };
    const answer = answers[url.pathname];
    if (answer !== undefined) return Promise.resolve(Response.json(answer));
    if (/^\/api\/log\/\w+\/\d+\/$/.test(url.pathname)) {
      return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
    }
    return Promise.resolve(Response.json({ count: 0, results: [] }));
  });
}

/** The query of every list request of one side made so far. */
const listQueries = (fetch: ReturnType<typeof serve>, side: 'esme' | 'smsc') =>
  requestQueries(fetch, `/api/log/${side}/list/`);

/** Both log pages, as the app routes them (two routes, one component). */
const renderAt = (url: string) =>
  renderRoutes(
    [
      { path: '/smsc/logs', element: <PduLogsPage side="smsc" /> },
      { path: '/esme/logs', element: <PduLogsPage side="esme" /> },
    ],
    url,
  );

beforeEach(() => vi.stubGlobal('EventSource', IdleEventSource));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Logs in the URL', () => {
  it('shows the filters and page of the URL and asks the list for them', async () => {
    const fetch = serve();
    renderAt(
      '/esme/logs?client=3&command=submit_sm&command_status=ESME_RTHROTTLED&direction=in' +
        '&from=2026-11-22T10:00&message_id=abc-1&sequence_number=42&page=2&page_size=10',
    );
    await waitFor(() =>
      expect(listQueries(fetch, 'esme')[0]).toEqual({
        page: '2',
        page_size: '10',
        client: '3',
        command: 'submit_sm',
        command_status: 'ESME_RTHROTTLED',
        direction: 'in',
        date_from: new Date('2026-11-22T10:00').toISOString(),
        message_id: 'abc-1',
        sequence_number: '42',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Command' })).toHaveTextContent('submit_sm');
    expect(screen.getByRole('combobox', { name: 'Direction' })).toHaveTextContent('Received');
    expect(await screen.findByRole('combobox', { name: 'ESME account' })).toHaveTextContent(
      'Shop gateway',
    );
    expect(screen.getByRole('textbox', { name: 'Command status' })).toHaveValue('ESME_RTHROTTLED');
    expect(screen.getByRole('textbox', { name: 'Message ID' })).toHaveValue('abc-1');
    expect(screen.getByRole('textbox', { name: 'Sequence number' })).toHaveValue('42');
    expect(screen.getByLabelText('From')).toHaveValue('11/22/2026, 10:00');
  });

  it('reads what it cannot use as the defaults, and the rest as given', async () => {
    const fetch = serve();
    renderAt(
      '/smsc/logs?gateway=x&command=nope&direction=sideways&page=0&page_size=1000&pdu=no' +
        '&message_id=kept',
    );
    await waitFor(() =>
      expect(listQueries(fetch, 'smsc')[0]).toEqual({
        page: '1',
        page_size: '25',
        message_id: 'kept',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Command' })).toHaveTextContent('Any');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("drops a connection that is not one of the user's, and says so on each side", async () => {
    const fetch = serve();
    const router = renderAt('/esme/logs?client=999999&command=submit_sm');
    expect(
      await screen.findByText(
        'ESME account #999999 was not found, so the log of all accounts is shown.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'ESME account' })).toHaveTextContent('Any');
    expect(router.state.location.search).toBe('?command=submit_sm');
    await waitFor(() => expect(listQueries(fetch, 'esme').at(-1)).not.toHaveProperty('client'));

    await act(() => router.navigate('/smsc/logs?gateway=999999'));
    expect(
      await screen.findByText(
        'Gateway #999999 was not found, so the log of all gateways is shown.',
      ),
    ).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('opens the PDU of ?pdu=, and closing takes it off the URL', async () => {
    serve();
    const router = renderAt('/esme/logs?command=deliver_sm&pdu=5');
    const dialog = await screen.findByRole('dialog');
    expect(await screen.findByRole('heading', { name: 'deliver_sm' })).toBeVisible();
    expect(dialog).toHaveTextContent('4917000000001');
    expect(screen.queryByTestId('unmatched-receipt')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.state.location.search).toBe('?command=deliver_sm');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks the deliver_sm of a receipt that matched no sent message in its detail', async () => {
    serve();
    renderAt('/smsc/logs?pdu=6');
    expect(await screen.findByTestId('unmatched-receipt')).toHaveTextContent(
      'Receipt matched no sent message',
    );
  });

  it("keeps one side's filters off the other side's URL", async () => {
    const fetch = serve();
    const router = renderAt('/smsc/logs');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message ID' }), 'm-1');
    expect(router.state.location.search).toBe('?message_id=m-1');
    await waitFor(() =>
      expect(listQueries(fetch, 'smsc').at(-1)).toMatchObject({ message_id: 'm-1' }),
    );

    await act(() => router.navigate('/esme/logs'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('textbox', { name: 'Message ID' })).toHaveValue('');
    await waitFor(() => expect(listQueries(fetch, 'esme')).not.toHaveLength(0));
    expect(listQueries(fetch, 'esme').every((query) => !('message_id' in query))).toBe(true);
  });
});

describe('An empty log', () => {
  it('says nothing is logged yet without filters, and that nothing matches with one', async () => {
    serve();
    renderAt('/esme/logs');
    expect(await screen.findByText(/^No PDUs logged yet/)).toBeInTheDocument();
    expect(screen.queryByText('Nothing matches these filters.')).toBeNull();
    cleanup();

    renderAt('/esme/logs?search=nowhere');
    const noMatch = await screen.findByText('Nothing matches these filters.');
    expect(screen.queryByText(/^No PDUs logged yet/)).toBeNull();
    const clear = within(noMatch.parentElement!).getByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear);
    expect(await screen.findByText(/^No PDUs logged yet/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});
