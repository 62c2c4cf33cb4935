import { DEFAULT_PRICES, type Price } from '@routelab/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/notify';
import '../../../lib/i18n';
import { Providers } from '../../../testing/providers';
import { requestUrl } from '../../../testing/render-routes';
import { AdminPricingPage } from './admin-pricing';

const PRICING = '/api/admin/pricing/';

/** The shipped price list; a PUT answers `answer(body)`, by default the body itself. */
function serve(answer: (body: { prices: Price[] }) => Response = (body) => Response.json(body)) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (requestUrl(input).pathname !== PRICING) return Promise.resolve(Response.json({}));
    if (init?.method === 'PUT') {
      return Promise.resolve(answer(JSON.parse(String(init.body)) as { prices: Price[] }));
    }
    return Promise.resolve(Response.json({ prices: DEFAULT_PRICES }));
  });
}

const puts = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(
    ([input, init]) => requestUrl(input).pathname === PRICING && init?.method === 'PUT',
  );

async function renderPage() {
  render(
    <Providers>
      <AdminPricingPage />
    </Providers>,
  );
  const sent = await screen.findByLabelText('VIP 1: Segment sent through a gateway');
  // The fields render before the form takes the loaded list (seen on a loaded CI machine).
  await waitFor(() => expect(sent).not.toHaveValue(''));
  return { user: userEvent.setup(), sent };
}

afterEach(() => vi.restoreAllMocks());

describe('Admin → Pricing', () => {
  it("shows every tier's prices in USD", async () => {
    serve();
    const { sent } = await renderPage();
    expect(sent).toHaveValue('0.0015');
    expect(screen.getByLabelText('Any: Segment received by the SMPP server')).toHaveValue('0.001');
    expect(screen.getByLabelText('VIP 3: Dedicated SMPP, per IP per 30 days')).toHaveValue('4.000');
  });

  it('saves the exact micro-dollars of every tier, with a toast', async () => {
    const fetch = serve();
    const success = vi.spyOn(notify, 'success');
    const { user, sent } = await renderPage();
    await user.clear(sent);
    await user.type(sent, '0.001234');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Prices saved'));
    const body = JSON.parse(String(puts(fetch)[0]?.[1]?.body)) as { prices: Price[] };
    expect(body.prices).toEqual(
      DEFAULT_PRICES.map((price) =>
        price.tier === 'VIP 1' ? { ...price, sent_segment_micros: 1_234 } : price,
      ),
    );
  });

  it('refuses more than 6 decimals and a negative price on their fields, sending nothing', async () => {
    const fetch = serve();
    const { user, sent } = await renderPage();
    await user.clear(sent);
    await user.type(sent, '0.0000001');
    const dedicated = screen.getByLabelText('Any: Dedicated SMPP, per IP per 30 days');
    await user.clear(dedicated);
    await user.type(dedicated, '-1');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(
      await screen.findByText('Enter a price in USD with up to 6 decimals, e.g. 0.0015'),
    ).toBeInTheDocument();
    expect(screen.getByText('Price cannot be negative')).toBeInTheDocument();
    expect(puts(fetch)).toHaveLength(0);
  });

  it("shows the server's field errors on their fields", async () => {
    serve(() =>
      Response.json(
        { 'prices.1.sent_segment_micros': ['Price cannot exceed $1000'] },
        { status: 400 },
      ),
    );
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('Price cannot exceed $1000')).toBeInTheDocument();
    expect(screen.getByLabelText('VIP 1: Segment sent through a gateway')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
