import type { LoadTestSummary } from '@routelab/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, switchLanguage } from '../../../lib/i18n';
import { IdleEventSource } from '../../../testing/event-source';
import { renderRoutes, requestUrl } from '../../../testing/render-routes';
import { LoadTestSummaryView } from './load-test-summary';

const ID = 'c0ffee00-0000-4000-8000-000000000001';

const summary: LoadTestSummary = {
  id: ID,
  gateway_id: 3,
  started_at: '2026-12-02T10:00:00.000Z',
  total: 40,
  done: true,
  stopped: false,
  duration_ms: 2500,
  messages_per_second: 18.25,
  outcomes: { delivered: 25, not_delivered: 5, failed: 9, no_answer: 1 },
  submit_latency_ms: { p50: 4, p95: 12, p99: 31, samples: 39 },
  receipt_latency_ms: { p50: 310, p95: 420, p99: 1205, samples: 30 },
  failures: [
    { command_status: 0x58, command_status_name: 'ESME_RTHROTTLED', count: 7 },
    { command_status: null, command_status_name: null, count: 2 },
  ],
};

function serve(answer: unknown = summary, status = 200) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = requestUrl(input);
    if (url.pathname === `/api/message/smsc/load-test/${ID}/summary/`) {
      return Promise.resolve(Response.json(answer, { status }));
    }
    return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
  });
}

const renderSummary = () =>
  renderRoutes(
    [
      { path: '/', element: <LoadTestSummaryView id={ID} /> },
      { path: '/smsc/messages', element: <p>Sent SMS page</p> },
    ],
    '/',
  );

beforeEach(() => vi.stubGlobal('EventSource', IdleEventSource));
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('LoadTestSummaryView', () => {
  it('shows the figures, latency percentiles and failures with their meaning', async () => {
    serve();
    renderSummary();
    const figures = await screen.findByTestId('summary-duration');
    expect(figures).toHaveTextContent('Duration2.5 sec');
    expect(screen.getByTestId('summary-rate')).toHaveTextContent('Achieved msg/s18.3');
    expect(screen.getByTestId('summary-delivered')).toHaveTextContent('Delivered25');
    expect(screen.getByTestId('summary-not_delivered')).toHaveTextContent('Not delivered5');
    expect(screen.getByTestId('summary-failed')).toHaveTextContent('Failed9');
    expect(screen.getByTestId('summary-no_answer')).toHaveTextContent('No answer yet1');

    const values = screen.getByTestId('load-test-summary-latency-values');
    const pairs = [...values.querySelectorAll('dt')].map(
      (term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`,
    );
    expect(pairs).toEqual([
      'Submit → submit_sm_resp p50 = 4',
      'Submit → submit_sm_resp p95 = 12',
      'Submit → submit_sm_resp p99 = 31',
      'Submit → final receipt p50 = 310',
      'Submit → final receipt p95 = 420',
      'Submit → final receipt p99 = 1,205',
    ]);
    expect(screen.getByText('39 responses, 30 receipts')).toBeInTheDocument();

    const failures = within(screen.getByTestId('load-test-summary-failures'));
    expect(failures.getByText('ESME_RTHROTTLED (0x00000058)')).toBeInTheDocument();
    expect(
      failures.getByText('Throttled: more messages per second than this account may send'),
    ).toBeInTheDocument();
    expect(failures.getByText('7 parts')).toBeInTheDocument();
    expect(
      failures.getByText('Never sent: the test was stopped or its gateway removed'),
    ).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/message/smsc/load-test/${ID}/export/`,
    );
    await userEvent.click(screen.getByRole('link', { name: "Show this test's messages" }));
    expect(await screen.findByText('Sent SMS page')).toBeInTheDocument();
  });

  it('speaks the console language', async () => {
    await switchLanguage('uk');
    serve({ ...summary, failures: [] });
    renderSummary();
    expect(await screen.findByTestId('summary-failed')).toHaveTextContent('Помилки9');
    expect(screen.getByText('Помилок немає')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Експорт CSV' })).toBeInTheDocument();
  });

  it('says so when the test is not found', async () => {
    serve({ detail: 'Not found.' }, 404);
    renderSummary();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
