import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Payment } from '@routelab/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { requestUrl } from '../../testing/render-routes';
import { notify } from '../notify';
import { useTopUp } from './top-up-context';
import { TopUpProvider } from './top-up-provider';

const payment: Payment = {
  id: 12,
  provider: 'binance',
  amount: 100,
  currency: 'USD',
  status: 'created',
  reference: 'RL12',
  checkout_url: 'https://pay.example/checkout/12',
  reason: null,
  sandbox: false,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
};

/** WayForPay in its sandbox, Binance Pay for real; POST /api/payment/create/ answers `created`. */
function serve(created: () => Response = () => Response.json(payment, { status: 201 })) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/payment/providers/') {
      return Promise.resolve(
        Response.json([
          { provider: 'wayforpay', sandbox: true },
          { provider: 'binance', sandbox: false },
        ]),
      );
    }
    if (url.pathname === '/api/payment/create/' && init?.method === 'POST') {
      return Promise.resolve(created());
    }
    return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
  });
}

const posts = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({ path: requestUrl(input).pathname, body: init?.body }));

/** A new tab, as window.open answers when the browser lets it open. */
const tab = () => ({ opener: {} }) as unknown as Window;

function OpenButton() {
  const topUp = useTopUp();
  return <button onClick={() => topUp.open()}>Open top-up</button>;
}

async function openDialog(enabled = true) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <TopUpProvider enabled={enabled}>
          <OpenButton />
        </TopUpProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open top-up' }));
  return user;
}

const amountField = () => screen.getByTestId('top-up-amount');
const dialog = () => screen.queryByRole('dialog', { name: 'Top up balance' });

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('the top-up dialog', () => {
  it('opens from useTopUp() with the amount 100 and both providers, the sandbox one labelled', async () => {
    serve();
    await openDialog();
    expect(dialog()).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    expect(screen.getByRole('button', { name: 'Binance Pay' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'WayForPay Sandbox' })).toBeVisible();
    expect(screen.getByTestId('top-up-sandbox')).toHaveTextContent('no money moves');
  });

  it.each([
    ['abc', 'Amount must be a number'],
    ['', 'Amount is required'],
    ['2.5', 'Amount must be an integer'],
    ['0', 'Amount must be greater than or equal to 1'],
    ['1001', 'The amount cannot exceed $1000. Please contact support to issue an invoice'],
  ])('shows %j the message %j once the field loses focus', async (text, message) => {
    serve();
    const user = await openDialog();
    await user.clear(amountField());
    if (text) await user.type(amountField(), text);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(message)).toBeVisible();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves both provider buttons inert while an error shows', async () => {
    const fetch = serve();
    const open = vi.spyOn(window, 'open').mockImplementation(tab);
    const user = await openDialog();
    await user.clear(amountField());
    await user.type(amountField(), '0');
    await user.tab();
    await user.click(screen.getByTestId('top-up-wayforpay'));
    await user.click(screen.getByTestId('top-up-binance'));
    expect(open).not.toHaveBeenCalled();
    expect(posts(fetch)).toEqual([]);
    expect(dialog()).toBeVisible();

    // Fixed, the same click goes through.
    await user.clear(amountField());
    await user.type(amountField(), '5');
    expect(screen.queryByText('Amount must be greater than or equal to 1')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('top-up-binance'));
    expect(open).toHaveBeenCalledWith('/api/payment/create/?provider=binance&amount=5', '_blank');
  });

  it("opens WayForPay in a new tab with the console's language in upper case, and closes", async () => {
    serve();
    await i18n.changeLanguage('uk');
    const open = vi.spyOn(window, 'open').mockImplementation(tab);
    const user = await openDialog();
    await user.clear(amountField());
    await user.type(amountField(), '250');
    await user.click(screen.getByTestId('top-up-wayforpay'));
    expect(open).toHaveBeenCalledExactlyOnceWith(
      '/api/payment/create/?provider=wayforpay&amount=250&lang=UK',
      '_blank',
    );
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it('opens Binance Pay without a language', async () => {
    serve();
    const open = vi.spyOn(window, 'open').mockImplementation(tab);
    const user = await openDialog();
    await user.click(screen.getByTestId('top-up-binance'));
    expect(open).toHaveBeenCalledExactlyOnceWith(
      '/api/payment/create/?provider=binance&amount=100',
      '_blank',
    );
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it('creates the payment with a POST when the tab is blocked, then opens its checkout', async () => {
    const fetch = serve();
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(null).mockImplementation(tab);
    const user = await openDialog();
    await user.click(screen.getByTestId('top-up-binance'));
    await waitFor(() =>
      expect(open).toHaveBeenLastCalledWith('https://pay.example/checkout/12', '_blank'),
    );
    expect(posts(fetch)).toEqual([
      {
        path: '/api/payment/create/',
        body: JSON.stringify({ amount: 100, provider: 'binance' }),
      },
    ]);
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it("says it can't create the payment when the POST fails, and stays open", async () => {
    serve(() => Response.json({ detail: 'Service unavailable' }, { status: 503 }));
    vi.spyOn(window, 'open').mockReturnValue(null);
    const error = vi.spyOn(notify, 'error');
    const user = await openDialog();
    await user.click(screen.getByTestId('top-up-wayforpay'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("Can't create the payment, please again later"),
    );
    expect(dialog()).toBeVisible();
  });

  it('starts afresh each time it opens', async () => {
    serve();
    const user = await openDialog();
    await user.clear(amountField());
    await user.type(amountField(), '7');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open top-up' }));
    expect(amountField()).toHaveValue('100');
  });

  it('does not open with billing off', async () => {
    const fetch = serve();
    await openDialog(false);
    expect(dialog()).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
