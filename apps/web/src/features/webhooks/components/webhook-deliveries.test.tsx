import type { Webhook, WebhookDelivery } from '@routelab/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { IdleEventSource } from '../../../testing/event-source';
import { Providers } from '../../../testing/providers';
import { requestQueries, requestUrl } from '../../../testing/render-routes';
import { DELIVERY_POLL_MS } from '../api/list-deliveries';
import { WebhookDeliveries } from './webhook-deliveries';

const LOG = '/api/webhook/11/deliveries/';

const webhook: Webhook = {
  id: 11,
  client_id: 7,
  gateway_id: null,
  url: 'https://hooks.example.com/in',
  events: ['message.received'],
  enabled: true,
  secret_prefix: 'whsec_ab',
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
};

function makeDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 40,
    webhook_id: 11,
    event: 'message.received',
    event_id: 'evt_1',
    status: 'delivered',
    attempts: 1,
    http_status: 200,
    latency_ms: 42,
    response_excerpt: 'ok',
    created_at: '2026-11-26T10:00:00.000Z',
    last_attempt_at: '2026-11-26T10:00:01.000Z',
    next_attempt_at: null,
    ...overrides,
  };
}

/** Serves the log from `pages()` (read at each call) and answers test and redeliver. */
function serve(pages: () => { count: number; results: WebhookDelivery[] }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const { pathname } = requestUrl(input);
    if (pathname === LOG) return Promise.resolve(Response.json(pages()));
    if (pathname === '/api/webhook/11/test/')
      return Promise.resolve(
        Response.json(makeDelivery({ id: 41, event: 'webhook.test', status: 'pending' }), {
          status: 202,
        }),
      );
    if (pathname === '/api/webhook/delivery/40/redeliver/')
      return Promise.resolve(Response.json(makeDelivery({ id: 42 }), { status: 202 }));
    return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
  });
}

const posts = (fetch: ReturnType<typeof serve>, pathname: string) =>
  fetch.mock.calls.filter(
    ([input, init]) => requestUrl(input).pathname === pathname && init?.method === 'POST',
  ).length;

function renderLog() {
  render(
    <Providers>
      <WebhookDeliveries webhook={webhook} />
    </Providers>,
  );
}

/** The event stream of the page: the test sends events through it. */
class TestEventSource extends IdleEventSource {
  static latest: TestEventSource | undefined;
  constructor() {
    super();
    TestEventSource.latest = this;
  }
}

beforeEach(() => vi.stubGlobal('EventSource', TestEventSource));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('WebhookDeliveries', () => {
  it('shows each delivery: event, status, HTTP status, latency, response, attempts', async () => {
    const longBody = `{"error":"${'x'.repeat(300)}"}`;
    const fetch = serve(() => ({
      count: 60,
      results: [
        makeDelivery({
          id: 43,
          status: 'failed',
          http_status: 500,
          latency_ms: 1234,
          attempts: 9,
          response_excerpt: longBody,
        }),
        makeDelivery(),
      ],
    }));
    renderLog();
    const failed = await waitFor(() => {
      const row = document.querySelector<HTMLElement>('[role="row"][data-id="43"]');
      expect(row).not.toBeNull();
      return row!;
    });
    expect(within(failed).getByTestId('delivery-status')).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Received messages');
    expect(failed).toHaveTextContent('500');
    expect(failed).toHaveTextContent('1234 ms');
    expect(failed).toHaveTextContent('9');
    // The whole excerpt is there to read on hover, one line in the cell.
    expect(within(failed).getByTestId('delivery-response')).toHaveAccessibleName(
      `Show the whole response: ${longBody}`,
    );
    expect(requestQueries(fetch, LOG)[0]).toEqual({ page: '1', page_size: '25' });
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(requestQueries(fetch, LOG).at(-1)).toEqual({ page: '2', page_size: '25' }),
    );
  });

  it('sends a test event and redelivers a row, reading the log again after each', async () => {
    const user = userEvent.setup();
    const fetch = serve(() => ({ count: 1, results: [makeDelivery()] }));
    renderLog();
    await screen.findByTestId('delivery-redeliver');
    const reads = () => requestQueries(fetch, LOG).length;
    const before = reads();

    await user.click(screen.getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(posts(fetch, '/api/webhook/11/test/')).toBe(1));
    await waitFor(() => expect(reads()).toBe(before + 1));

    await user.click(screen.getByTestId('delivery-redeliver'));
    await waitFor(() => expect(posts(fetch, '/api/webhook/delivery/40/redeliver/')).toBe(1));
    await waitFor(() => expect(reads()).toBe(before + 2));

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(reads()).toBe(before + 3));
  });

  it("reads the log again when an attempt of this webhook's deliveries ends, not another's", async () => {
    let rows = [makeDelivery()];
    const fetch = serve(() => ({ count: rows.length, results: rows }));
    renderLog();
    await screen.findByTestId('delivery-redeliver');
    const reads = () => requestQueries(fetch, LOG).length;
    const before = reads();
    const attemptEnded = (delivery: WebhookDelivery) =>
      TestEventSource.latest?.dispatchEvent(
        new MessageEvent('webhook.delivery', { data: JSON.stringify(delivery) }),
      );

    attemptEnded(makeDelivery({ id: 90, webhook_id: 12 }));
    rows = [makeDelivery({ id: 41, event: 'webhook.test', http_status: 204 }), ...rows];
    attemptEnded(rows[0]!);
    await waitFor(() => expect(reads()).toBe(before + 1));
    await waitFor(() =>
      expect(document.querySelector('[role="row"][data-id="41"]')).toHaveTextContent('204'),
    );
  });

  it('asks again while a delivery is pending or retrying, and stops once all are settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: WebhookDelivery['status'] = 'retrying';
    const fetch = serve(() => ({ count: 1, results: [makeDelivery({ status })] }));
    renderLog();
    expect(await screen.findByTestId('delivery-status')).toHaveTextContent('Retrying');
    const reads = () => requestQueries(fetch, LOG).length;

    status = 'delivered';
    await act(() => vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS));
    await waitFor(() =>
      expect(screen.getByTestId('delivery-status')).toHaveTextContent('Delivered'),
    );
    const settled = reads();
    await act(() => vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS * 3));
    expect(reads()).toBe(settled);
  });
});
