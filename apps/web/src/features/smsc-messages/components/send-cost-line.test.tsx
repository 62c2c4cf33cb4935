import type { Price } from '@routelab/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopUpContext } from '../../../components/top-up/top-up-context';
import '../../../lib/i18n';
import { makeGateway } from '../../../testing/gateway';
import { Providers } from '../../../testing/providers';
import { requestUrl } from '../../../testing/render-routes';
import { signedInQueryClient } from '../../../testing/signed-in';
import { LoadTestDialog } from './load-test-dialog';
import { SendSmsDialog } from './send-sms-dialog';

const PRICES = '/api/billing/prices/';

const price = (tier: Price['tier'], sent: number): Price => ({
  tier,
  sent_segment_micros: sent,
  received_segment_micros: sent / 2,
  dedicated_ip_micros: 10_000_000,
});

/** The user's prices; the send answers `sendAnswer`. */
function serve(
  current: Price,
  sendAnswer: () => Response = () => Response.json({}, { status: 201 }),
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (requestUrl(input).pathname === PRICES) {
      return Promise.resolve(Response.json({ tier: current.tier, current, tiers: [current] }));
    }
    if (init?.method === 'POST') return Promise.resolve(sendAnswer());
    return Promise.resolve(Response.json({}));
  });
}

/** A dialog for a signed-in user (billing on unless told), inside a top-up provider. */
function renderSigned(dialog: React.ReactNode, billing = true) {
  const queryClient = signedInQueryClient({ billing, balance: billing ? 0.001 : null });
  const open = vi.fn();
  render(
    <Providers queryClient={queryClient}>
      <TopUpContext value={{ open }}>{dialog}</TopUpContext>
    </Providers>,
  );
  return { open };
}

const sendDialog = <SendSmsDialog gateway={makeGateway()} onClose={() => undefined} />;

/** Types the destinations (one a line) and pastes the text. */
function compose(destinations: string[], text: string) {
  fireEvent.change(screen.getByLabelText(/^Destinations/), {
    target: { value: destinations.join('\n') },
  });
  fireEvent.change(screen.getByLabelText('Text'), { target: { value: text } });
}

afterEach(() => vi.restoreAllMocks());

describe('cost of a send', () => {
  it('is parts × destinations × the segment price', async () => {
    serve(price('any', 2_000));
    renderSigned(sendDialog);
    compose(['4915112345678', '4915112345679', '4915112345670'], 'Hello');
    expect(await screen.findByTestId('send-cost')).toHaveTextContent(
      'Cost: 3 segments × $0.002 = $0.006',
    );

    // 161 GSM characters split into 2 parts (153 each with an 8-bit UDH), to 3 destinations.
    compose(['4915112345678', '4915112345679', '4915112345670'], 'a'.repeat(161));
    expect(screen.getByTestId('send-cost')).toHaveTextContent('Cost: 6 segments × $0.002 = $0.012');

    compose(['4915112345678'], 'Hello');
    expect(screen.getByTestId('send-cost')).toHaveTextContent('Cost: 1 segment × $0.002 = $0.002');
  });

  it("of a load test is its count × parts at the user's tier price", async () => {
    serve(price('VIP 1', 1_500));
    renderSigned(<LoadTestDialog gateway={makeGateway({ id: 91 })} onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/^Destinations/), {
      target: { value: '4915112345678\n4915112345679' },
    });
    fireEvent.change(screen.getByLabelText('Messages'), { target: { value: '300' } });
    expect(await screen.findByTestId('send-cost')).toHaveTextContent(
      'Cost: 300 segments × $0.0015 = $0.450',
    );
  });

  it('is not shown, nor asked for, with billing off', async () => {
    const fetch = serve(price('any', 2_000));
    renderSigned(sendDialog, false);
    compose(['4915112345678'], 'Hello');
    await screen.findByText('1 part');
    expect(screen.queryByTestId('send-cost')).toBeNull();
    expect(fetch.mock.calls.some(([input]) => requestUrl(input).pathname === PRICES)).toBe(false);
  });

  it("a 402 shows the server's text and a Top up button that opens the top-up dialog", async () => {
    serve(price('any', 2_000), () =>
      Response.json(
        { detail: 'This needs $0.004; the balance is $0.001.', code: 'insufficient_balance' },
        { status: 402 },
      ),
    );
    const { open } = renderSigned(sendDialog);
    compose(['4915112345678', '4915112345679'], 'Hello');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('send-submit'));

    const alert = await screen.findByTestId('insufficient-balance');
    expect(alert).toHaveTextContent('This needs $0.004; the balance is $0.001.');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(open).toHaveBeenCalledOnce();
  });
});
