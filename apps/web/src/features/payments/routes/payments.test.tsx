import type { LedgerEntry, Payment, Tier } from '@routelab/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopUpContext } from '../../../components/top-up/top-up-context';
import '../../../lib/i18n';
import { IdleEventSource } from '../../../testing/event-source';
import { renderRoutes, requestQueries, requestUrl } from '../../../testing/render-routes';
import { PaymentsPage } from './payments';

const LIST = '/api/payment/';
const LEDGER = '/api/billing/ledger/';

function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 12,
    provider: 'wayforpay',
    amount: 100,
    currency: 'USD',
    status: 'created',
    reference: 'RL12ABC',
    checkout_url: 'http://console.test/api/payment/12/checkout/',
    reason: null,
    sandbox: true,
    created_at: '2026-11-26T10:00:00.000Z',
    updated_at: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

const topUpRow: LedgerEntry = {
  id: 3,
  kind: 'top_up',
  amount_micros: 100_000_000,
  balance_after_micros: 100_000_000,
  reference: 'payment:12',
  note: null,
  created_by: null,
  created_at: '2026-11-26T10:05:00.000Z',
};

const chargeRow: LedgerEntry = {
  id: 4,
  kind: 'message_charge',
  amount_micros: -4_000,
  balance_after_micros: 99_996_000,
  reference: 'sms:345',
  note: null,
  created_by: null,
  created_at: '2026-11-26T10:06:00.000Z',
};

/**
 * Payments 12 (open) and 11 (accepted) of 42 in all, the ledger, the prices of tier VIP 1 (or
 * `options.tier`).
 */
function serve(detail: Payment | null = makePayment(), options: { tier?: Tier } = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = requestUrl(input);
    if (url.pathname === LIST) {
      return Promise.resolve(
        Response.json(
          [
            makePayment(),
            makePayment({ id: 11, status: 'accepted', reference: 'RL11XYZ', sandbox: false }),
          ],
          {
            headers: { 'X-Total-Count': '42' },
          },
        ),
      );
    }
    if (url.pathname === '/api/payment/12/') {
      return Promise.resolve(
        detail ? Response.json(detail) : Response.json({ detail: 'Not found.' }, { status: 404 }),
      );
    }
    if (url.pathname === LEDGER) {
      return Promise.resolve(Response.json({ count: 2, results: [chargeRow, topUpRow] }));
    }
    if (url.pathname === '/api/billing/prices/') {
      const price = {
        tier: 'VIP 1',
        sent_segment_micros: 1_500,
        received_segment_micros: 750,
        dedicated_ip_micros: 8_000_000,
      };
      return Promise.resolve(
        Response.json({ tier: options.tier ?? 'VIP 1', current: price, tiers: [price] }),
      );
    }
    return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
  });
}

/** The page's event stream: the test sends events through it. */
class TestEventSource extends IdleEventSource {
  static latest: TestEventSource | undefined;
  constructor() {
    super();
    TestEventSource.latest = this;
  }
}

const emit = (kind: string, data: unknown) =>
  act(() => {
    TestEventSource.latest?.dispatchEvent(new MessageEvent(kind, { data: JSON.stringify(data) }));
  });

function renderAt(url: string, openTopUp = vi.fn()) {
  const router = renderRoutes(
    [
      {
        path: '/payments',
        element: (
          <TopUpContext value={{ open: openTopUp }}>
            <PaymentsPage />
          </TopUpContext>
        ),
      },
    ],
    url,
  );
  return { router, openTopUp };
}

beforeEach(() => vi.stubGlobal('EventSource', TestEventSource));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/payments', () => {
  it('lists the payments of the page, with the total of the header and a link back to checkout', async () => {
    const fetch = serve();
    renderAt('/payments');
    const rows = await screen.findAllByTestId('payment-status');
    expect(rows.map((chip) => chip.dataset.status)).toEqual(['created', 'accepted']);
    expect(requestQueries(fetch, LIST)[0]).toEqual({ page: '1', page_size: '25' });
    expect(screen.getByText('1–25 of 42')).toBeVisible();
    expect(screen.getAllByText('$100')).toHaveLength(2);
    expect(screen.getByText('RL12ABC', { selector: 'p' })).toBeInTheDocument();
    // Only the open payment links back to its checkout, in a new tab.
    const links = screen.getAllByTestId('payment-checkout-link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'http://console.test/api/payment/12/checkout/');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('keeps the provider and status filters in the URL and asks the list for them', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const { router } = renderAt('/payments?provider=binance&status=accepted&page=2&page_size=10');
    await waitFor(() =>
      expect(requestQueries(fetch, LIST)[0]).toEqual({
        page: '2',
        page_size: '10',
        provider: 'binance',
        status: 'accepted',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveTextContent('Binance Pay');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Accepted');

    // Another status starts again from the first page.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?provider=binance&status=expired&page_size=10'),
    );
    await waitFor(() =>
      expect(requestQueries(fetch, LIST).at(-1)).toEqual({
        page: '1',
        page_size: '10',
        provider: 'binance',
        status: 'expired',
      }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Provider' }));
    await user.click(await screen.findByRole('option', { name: 'Any' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=expired&page_size=10'));
  });

  it('tells a filtered empty list (no match, Clear filters) from one with no payments at all', async () => {
    const payments = serve();
    // The server has payments, none of them expired: the filtered page is empty.
    payments.mockImplementation((input) => {
      const url = requestUrl(input);
      if (url.pathname === LIST) {
        const filtered = url.searchParams.has('status');
        return Promise.resolve(
          Response.json(filtered ? [] : [makePayment()], {
            headers: { 'X-Total-Count': filtered ? '0' : '1' },
          }),
        );
      }
      return Promise.resolve(Response.json({ tier: 'VIP 1', current: null, tiers: [] }));
    });
    const user = userEvent.setup();
    const { router } = renderAt('/payments?status=expired');
    expect(await screen.findByText('Nothing matches these filters.')).toBeVisible();
    expect(screen.queryByText(/No payments yet/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByTestId('payment-status')).toHaveLength(1);
  });

  it('says there are no payments yet when the unfiltered list is empty', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      Promise.resolve(
        requestUrl(input).pathname === LIST
          ? Response.json([], { headers: { 'X-Total-Count': '0' } })
          : Response.json({ tier: 'VIP 1', current: null, tiers: [] }),
      ),
    );
    renderAt('/payments');
    expect(
      await screen.findByText('No payments yet. Top up your balance to make the first one.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('reads filters it does not know as any', async () => {
    const fetch = serve();
    renderAt('/payments?provider=paypal&status=lost');
    await waitFor(() =>
      expect(requestQueries(fetch, LIST)[0]).toEqual({ page: '1', page_size: '25' }),
    );
  });

  it('reloads the list when a payment changes', async () => {
    const fetch = serve();
    renderAt('/payments');
    await screen.findAllByTestId('payment-status');
    const before = requestQueries(fetch, LIST).length;
    emit('payment.changed', makePayment({ status: 'accepted', checkout_url: null }));
    await waitFor(() => expect(requestQueries(fetch, LIST).length).toBeGreaterThan(before));
  });

  it('opens the top-up dialog from its Top up button', async () => {
    serve();
    const user = userEvent.setup();
    const { openTopUp } = renderAt('/payments');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(openTopUp).toHaveBeenCalledOnce();
  });

  it("shows the user's tier and its prices", async () => {
    serve();
    renderAt('/payments');
    const card = await screen.findByTestId('prices-card');
    expect(card).toHaveTextContent('Tier: VIP 1');
    expect(card).toHaveTextContent('$0.0015Segment sent through a gateway');
    expect(card).toHaveTextContent('$0.00075Segment received by the SMPP server');
    expect(card).toHaveTextContent('$8.000Dedicated SMPP, per IP per 30 days');
  });

  it('names the tier "any" as the console does, not raw', async () => {
    serve(undefined, { tier: 'any' });
    renderAt('/payments');
    expect(await screen.findByTestId('prices-card')).toHaveTextContent('Tier: Any');
  });
});

describe('/payments?payment={id}', () => {
  it('shows the returning payment and follows it live until it is final', async () => {
    serve();
    renderAt('/payments?payment=12');
    const card = await screen.findByTestId('payment-return');
    expect(card).toHaveTextContent('Payment #12: $100 via WayForPay');
    expect(within(card).getByTestId('payment-status')).toHaveTextContent('Created');
    expect(card).toHaveTextContent('Waiting for WayForPay to confirm the payment.');

    // Another payment's news leaves the card as it is.
    emit('payment.changed', makePayment({ id: 13, status: 'rejected' }));
    emit('payment.changed', makePayment({ status: 'accepted', checkout_url: null }));
    await waitFor(() =>
      expect(within(card).getByTestId('payment-status')).toHaveTextContent('Accepted'),
    );
    expect(card).toHaveTextContent('The payment was credited to your balance.');
  });

  it('says why a payment failed', async () => {
    serve(makePayment({ status: 'error', reason: 'Amount mismatch', checkout_url: null }));
    renderAt('/payments?payment=12');
    const card = await screen.findByTestId('payment-return');
    expect(card).toHaveTextContent('The payment failed.');
    expect(card).toHaveTextContent('Reason: Amount mismatch');
  });

  it("says so when the payment is not the user's, and closes", async () => {
    serve(null);
    const user = userEvent.setup();
    const { router } = renderAt('/payments?payment=12&status=created');
    const card = await screen.findByTestId('payment-return');
    expect(card).toHaveTextContent('Payment #12 was not found.');
    await user.click(within(card).getByRole('button', { name: 'Close' }));
    expect(router.state.location.search).toBe('?status=created');
  });
});

describe('/payments balance history', () => {
  it('lists the ledger with signed amounts, filters by kind in the URL and downloads the same rows', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const { router } = renderAt('/payments?tab=history');
    expect(await screen.findByText('+$100.000')).toBeVisible();
    expect(screen.getByText('-$0.004')).toBeVisible();
    expect(screen.getByText('$99.996')).toBeVisible();
    expect(screen.getByText('Message charge')).toBeVisible();
    expect(requestQueries(fetch, LEDGER)[0]).toEqual({ page: '1', page_size: '25' });
    expect(screen.getByTestId('ledger-download')).toHaveAttribute(
      'href',
      '/api/billing/ledger/download/',
    );

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Refund' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=history&kind=refund'));
    await waitFor(() =>
      expect(requestQueries(fetch, LEDGER).at(-1)).toEqual({
        page: '1',
        page_size: '25',
        kind: 'refund',
      }),
    );
    expect(screen.getByTestId('ledger-download')).toHaveAttribute(
      'href',
      '/api/billing/ledger/download/?kind=refund',
    );
  });

  it('switches tabs through the URL, from the first page', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt('/payments?page=2');
    await screen.findAllByTestId('payment-status');
    await user.click(screen.getByRole('tab', { name: 'Balance history' }));
    expect(router.state.location.search).toBe('?tab=history');
    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(router.state.location.search).toBe('');
  });
});
