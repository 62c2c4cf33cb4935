import type { GatewayPrice } from '@routelab/shared';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeGateway } from '../../../testing/gateway';
import { requestUrl } from '../../../testing/render-routes';
import { PricesPage } from './prices-page';

function serve(prices: GatewayPrice[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = requestUrl(input).pathname;
    if (path === '/api/gateway/list/') {
      return Promise.resolve(
        Response.json({
          gateways: [
            makeGateway({ id: 3, name: 'Provider A' }),
            makeGateway({ id: 4, name: 'Provider B' }),
          ],
          connections: {},
          timestamp: '2026-12-01T10:00:00.000Z',
        }),
      );
    }
    if (path === '/api/gateway/3/prices/') {
      if (init?.method === 'PUT') return Promise.resolve(new Response(String(init.body)));
      return Promise.resolve(Response.json({ prices }));
    }
    return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
  });
}

function renderPage(url: string) {
  const router = createMemoryRouter([{ path: '/routing/prices/:id?', element: <PricesPage /> }], {
    initialEntries: [url],
  });
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

const importFile = (text: string, name = 'prices.csv') =>
  fireEvent.change(screen.getByTestId('price-csv-input'), {
    target: { files: [new File([text], name, { type: 'text/csv' })] },
  });

afterEach(() => vi.restoreAllMocks());

describe('PricesPage', () => {
  it('opens the first SMSC connection and lists its prices in USD', async () => {
    serve([
      { prefix: '380', price_micros: 12_500 },
      { prefix: '44', price_micros: 4_000 },
    ]);
    const router = renderPage('/routing/prices');
    await waitFor(() => expect(router.state.location.pathname).toBe('/routing/prices/3'));
    expect(await screen.findByText('+380')).toBeVisible();
    expect(screen.getByText('$0.0125')).toBeVisible();
    expect(screen.getByText('$0.004')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/gateway/3/prices/export/',
    );
  });

  it('shows every bad line of a CSV import with its number, and keeps the table', async () => {
    serve([{ prefix: '380', price_micros: 12_500 }]);
    renderPage('/routing/prices/3');
    expect(await screen.findByText('+380')).toBeVisible();
    importFile('prefix,price_usd\n380,0.01\n38x,0.02\n44,lots\n44,0.01,9\n380,0.03\n', 'bad.csv');
    const errors = await screen.findByTestId('price-csv-errors');
    expect(errors).toHaveTextContent('bad.csv: nothing imported, 4 bad lines');
    const lines = within(errors)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Line 3: the prefix is not 1 to 15 digits',
      'Line 4: the price is not a USD amount from 0 to 100',
      'Line 5: expected two columns, prefix and price',
      'Line 6: this prefix is listed already',
    ]);
    expect(screen.getByText('$0.0125')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save price list' })).toBeDisabled();
  });

  it('replaces the table with a good import, and saves the list whole', async () => {
    const fetch = serve([{ prefix: '380', price_micros: 12_500 }]);
    renderPage('/routing/prices/3');
    expect(await screen.findByText('+380')).toBeVisible();
    importFile('+447,0.005\n49;0.0111\n');
    expect(await screen.findByTestId('price-csv-imported')).toHaveTextContent(
      'prices.csv: 2 prices read. Save to keep them.',
    );
    expect(await screen.findByText('+447')).toBeVisible();
    expect(screen.queryByText('+380')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Prefix'), '+1');
    await userEvent.type(screen.getByLabelText('Price, USD'), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('$0.500')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save price list' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({
      prices: [
        { prefix: '1', price_micros: 500_000 },
        { prefix: '447', price_micros: 5_000 },
        { prefix: '49', price_micros: 11_100 },
      ],
    });
  });
});
