import type { PduLog } from '@routelab/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { IdleEventSource } from '../../../testing/event-source';
import { renderRoutes, requestQueries, requestUrl } from '../../../testing/render-routes';
import { PduLogsPage } from './pdu-logs-page';

const pdu = (overrides: Partial<PduLog>): PduLog => ({
  id: 4,
  time: '2026-12-01T10:00:00.000Z',
  side: 'esme',
  connection_id: 3,
  session_id: 'esme-7',
  direction: 'in',
  command_id: 0x00000004,
  command: 'submit_sm',
  command_status: 0,
  command_status_name: 'ESME_ROK',
  sequence_number: 9,
  message_id: null,
  length: 60,
  fields: [],
  hex: '0000003c',
  ...overrides,
});

const request = pdu({ partner_id: 5 });
const response = pdu({
  id: 5,
  direction: 'out',
  command_id: 0x80000004,
  command: 'submit_sm_resp',
  command_status: 0x58,
  command_status_name: 'ESME_RTHROTTLED',
  partner_id: 4,
});

/** The ESME side's API: one account limited to 50 msg/s, a refused submit and its request. */
function serve() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = requestUrl(input);
    const answers: Record<string, unknown> = {
      '/api/client/list/': {
        clients: [
          {
            id: 3,
            name: 'Shop',
            throughput_limit: 50,
            max_binds: 5,
            dlr_policy: { mode: 'off' },
          },
        ],
      },
      '/api/log/backlog/': { pending: 0, paused: false, dropped: 0 },
      '/api/log/esme/list/': { count: 2, results: [response, request] },
      '/api/log/esme/4/': request,
      '/api/log/esme/5/': response,
    };
    const answer = answers[url.pathname];
    if (answer !== undefined) return Promise.resolve(Response.json(answer));
    return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
  });
}

const lists = (fetch: ReturnType<typeof serve>) => requestQueries(fetch, '/api/log/esme/list/');

const renderAt = (url: string) =>
  renderRoutes([{ path: '/esme/logs', element: <PduLogsPage side="esme" /> }], url);

/** The page's event stream: the test sends log lines through it. */
class TestEventSource extends IdleEventSource {
  static latest: TestEventSource | undefined;
  constructor() {
    super();
    TestEventSource.latest = this;
  }
}

const logged = () =>
  act(() => {
    TestEventSource.latest?.dispatchEvent(
      new MessageEvent('log.esme', { data: JSON.stringify({ results: [] }) }),
    );
  });

beforeEach(() => vi.stubGlobal('EventSource', TestEventSource));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PDU log tools', () => {
  it('searches and filters by session from the URL, asking the server for both', async () => {
    const fetch = serve();
    renderAt('/esme/logs?search=Привет&session_id=esme-7');
    await waitFor(() =>
      expect(lists(fetch)[0]).toEqual({
        page: '1',
        page_size: '25',
        search: 'Привет',
        session_id: 'esme-7',
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Привет');
    expect(screen.getByRole('textbox', { name: 'Session' })).toHaveValue('esme-7');
  });

  it("explains RouteLab's refusal beside the raw status, with the account's limit", async () => {
    serve();
    renderAt('/esme/logs');
    const reason = await screen.findByTestId('status-reason');
    expect(reason).toHaveTextContent('RouteLab refused it: over 50 msg/s for this account');
    expect(reason.closest('[role="row"]')).toHaveTextContent('ESME_RTHROTTLED');
  });

  it('goes from a response to its request in one click and back, and to its session', async () => {
    serve();
    const router = renderAt('/esme/logs?pdu=5');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('status-reason')).toHaveTextContent(
      'over 50 msg/s for this account',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to request' }));
    expect(router.state.location.search).toBe('?pdu=4');
    expect(await screen.findByRole('heading', { name: 'submit_sm' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go to response' }));
    expect(await screen.findByRole('heading', { name: 'submit_sm_resp' })).toBeVisible();
    expect(router.state.location.search).toBe('?pdu=5');
    // Back returns to the request: each PDU opened is a history entry.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?pdu=4');
    expect(await screen.findByRole('heading', { name: 'submit_sm' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go to response' }));
    expect(await screen.findByRole('heading', { name: 'submit_sm_resp' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'This session only' }));
    expect(router.state.location.search).toBe('?session_id=esme-7');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tails the log live, and holds it while paused until resumed', async () => {
    const fetch = serve();
    renderAt('/esme/logs');
    await screen.findByTestId('status-reason');
    const state = screen.getByTestId('live-tail-state');
    expect(state).toHaveTextContent('New PDUs appear as they are logged');

    const first = lists(fetch).length;
    await logged();
    await waitFor(() => expect(lists(fetch).length).toBe(first + 1));

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(state).toHaveTextContent('Paused: the list stays as it is');
    await logged();
    // The event is heard (the state says so) and the list is not asked for.
    await waitFor(() => expect(state).toHaveTextContent('New PDUs were logged since'));
    expect(lists(fetch).length).toBe(first + 1);

    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(lists(fetch).length).toBe(first + 2));
    expect(state).toHaveTextContent('New PDUs appear as they are logged');
  });
});
