import type { AnalyticsBucket, GatewayAnalytics } from '@routelab/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { barsOf, drawnBarCounts, giveChartsWidth } from '../../../testing/drawn-bars';
import { IdleEventSource } from '../../../testing/event-source';
import { GatewayAnalyticsCard } from './gateway-analytics';

const OUTCOMES = [
  'delivered',
  'undeliverable',
  'expired',
  'rejected',
  'deleted',
  'unknown',
  'awaiting',
] as const;

const bucket = (hour: number, counts: Partial<AnalyticsBucket> = {}): AnalyticsBucket => ({
  start: `2026-12-02T${String(hour).padStart(2, '0')}:00:00.000Z`,
  delivered: 0,
  undeliverable: 0,
  expired: 0,
  rejected: 0,
  deleted: 0,
  unknown: 0,
  awaiting: 0,
  ...counts,
});

const EDGES = [0, 1_000, 5_000, 30_000, 120_000, 600_000, 3_600_000];
const latency = (counts: number[]) =>
  counts.map((count, index) => ({
    min_ms: EDGES[index]!,
    max_ms: EDGES[index + 1] ?? null,
    count,
  }));

const busy: GatewayAnalytics = {
  period: '24h',
  from: '2026-12-01T15:00:00.000Z',
  to: '2026-12-02T15:00:00.000Z',
  bucket_seconds: 3600,
  buckets: [
    ...Array.from({ length: 21 }, (_, index) => bucket((index + 15) % 24)),
    bucket(12, { delivered: 40, undeliverable: 3, expired: 1, awaiting: 2 }),
    bucket(13, { delivered: 7, rejected: 2, deleted: 1, unknown: 5 }),
    bucket(14, { delivered: 12, awaiting: 9 }),
  ],
  latency: latency([30, 20, 9, 4, 2, 0, 1]),
  receipts: { matched: 363, unmatched: 12, unmatched_share: 12 / 375 },
};

const quiet: GatewayAnalytics = {
  ...busy,
  period: '1h',
  bucket_seconds: 300,
  buckets: busy.buckets.slice(0, 12).map((row) => bucket(Number(row.start.slice(11, 13)))),
  latency: latency([0, 0, 0, 0, 0, 0, 0]),
  receipts: { matched: 0, unmatched: 0, unmatched_share: null },
};

function renderCard() {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input) =>
      Promise.resolve(Response.json(String(input).includes('period=1h') ? quiet : busy)),
    );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <GatewayAnalyticsCard gatewayId={3} />
    </QueryClientProvider>,
  );
  return fetch;
}

beforeEach(() => {
  vi.stubGlobal('EventSource', IdleEventSource);
  giveChartsWidth(800);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('GatewayAnalyticsCard', () => {
  it('draws each status of each hour and each latency bin at its exact count', async () => {
    const fetch = renderCard();
    expect(await screen.findByTestId('analytics-unmatched')).toHaveTextContent(
      '3.2% of receipts matched no sent message (12 of 375)',
    );
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/gateway/3/analytics/?period=24h');

    const mix = screen.getByTestId('analytics-status-mix');
    const segments = OUTCOMES.flatMap((outcome) => barsOf(mix, outcome));
    const expected = OUTCOMES.flatMap((outcome) => busy.buckets.map((row) => row[outcome]));
    expect(segments).toHaveLength(expected.length);
    expect(drawnBarCounts(segments, 40)).toEqual(expected);
    // Each status its own colour, named in the legend.
    const fills = OUTCOMES.map((outcome) => barsOf(mix, outcome)[0]!.getAttribute('fill'));
    expect(new Set(fills).size).toBe(OUTCOMES.length);
    for (const name of ['Delivered', 'Undeliverable', 'Expired', 'Rejected', 'Deleted']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByText('No receipt yet')).toBeInTheDocument();

    const bins = barsOf(screen.getByTestId('analytics-latency'), 'latency');
    expect(drawnBarCounts(bins, 30)).toEqual([30, 20, 9, 4, 2, 0, 1]);
    expect(screen.getByText('10 min–1 h')).toBeInTheDocument();
  });

  it('says there are no receipts in a period without any, in each language', async () => {
    renderCard();
    await screen.findByTestId('analytics-unmatched');
    await userEvent.click(screen.getByRole('button', { name: 'Last hour' }));
    expect(await screen.findByText('No receipts in this period.')).toBeVisible();
    expect(screen.getByTestId('analytics-status-empty')).toHaveTextContent(
      'Nothing was sent through this gateway in this period, so there are no receipts.',
    );
    expect(screen.getByTestId('analytics-latency-empty')).toHaveTextContent(
      'No final receipts in this period.',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await i18n.changeLanguage('ru');
    expect(await screen.findByText('За этот период квитанций нет.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Последний час' })).toBeInTheDocument();
    await i18n.changeLanguage('uk');
    expect(await screen.findByText('За цей період квитанцій немає.')).toBeVisible();
  });

  it('words the share in Russian with its own number format', async () => {
    await i18n.changeLanguage('ru');
    renderCard();
    expect(await screen.findByTestId('analytics-unmatched')).toHaveTextContent(
      '3,2 % квитанций не соответствуют ни одному отправленному сообщению (12 из 375)',
    );
  });
});
