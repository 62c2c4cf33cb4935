import type { ClientTraffic } from '@routelab/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { drawnCounts } from '../../../testing/drawn-counts';
import { ClientTrafficPanel, trafficRates } from './client-traffic';

/** Two minutes of counts ending with `tail` (the last entry is the current second). */
const counts = (tail: number[]) => [...Array<number>(120 - tail.length).fill(0), ...tail];

const busy: ClientTraffic = {
  client_id: 4,
  until: '2026-11-23T10:00:00.000Z',
  interval_ms: 1000,
  accepted: counts([900, 1200, 1150, 40]),
  refused: counts([0, 30, 25, 0]),
  delivered: counts([0, 850, 1100, 10]),
};
const quiet: ClientTraffic = {
  ...busy,
  accepted: counts([]),
  refused: counts([]),
  delivered: counts([]),
};

function renderPanel(traffic: ClientTraffic) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(Response.json(traffic)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ClientTrafficPanel clientId={4} />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.restoreAllMocks());

describe('trafficRates', () => {
  it('reads the last complete second, and the busiest of submits and of deliver_sm apart', () => {
    expect(trafficRates(busy)).toEqual({
      idle: false,
      accepted: 1150,
      refused: 25,
      delivered: 1100,
      peakSubmits: 1230,
      peakDelivered: 1100,
    });
    expect(trafficRates(quiet).idle).toBe(true);
  });
});

describe('ClientTrafficPanel', () => {
  it("charts the account's last two minutes with the current rates", async () => {
    const fetch = renderPanel(busy);
    expect(await screen.findByTestId('esme-rates')).toHaveTextContent(
      'Last second: 1,150 accepted, 25 refused, 1,100 delivered · ' +
        'busiest second: submits answered 1,230, deliver_sm 1,100',
    );
    expect(screen.getByText('Delivered (deliver_sm)')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/client/4/traffic/');
  });

  it('says so when the account had no traffic', async () => {
    renderPanel(quiet);
    expect(await screen.findByText('No traffic in the last two minutes.')).toBeVisible();
    expect(screen.queryByTestId('esme-rates')).not.toBeInTheDocument();
  });
});

describe('the traffic chart', () => {
  it('draws each second at its exact count, as steps (a spline drew 6 as 4.3)', async () => {
    const spiky: ClientTraffic = {
      ...quiet,
      accepted: counts([0, 6, 0, 1, 3, 0]),
      refused: counts([0, 0, 2, 0, 0, 0]),
    };
    renderPanel(spiky);
    await screen.findByTestId('esme-rates');
    const lines = document.querySelectorAll('[data-testid="esme-traffic"] path.MuiLineChart-line');
    expect(lines).toHaveLength(3);
    expect(drawnCounts(lines[0]!, 6)).toEqual(spiky.accepted);
    expect(drawnCounts(lines[1]!, 2)).toEqual(spiky.refused);
  });
});
