import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { Providers } from '../../../testing/providers';
import { signedInQueryClient } from '../../../testing/signed-in';
import { ReceivedSegmentPrice } from './received-segment-price';

const current = {
  tier: 'VIP 1',
  sent_segment_micros: 1_500,
  received_segment_micros: 750,
  dedicated_ip_micros: 8_000_000,
};

afterEach(() => vi.restoreAllMocks());

describe('ReceivedSegmentPrice', () => {
  it("reads the user's price of a segment their accounts submit", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ tier: 'VIP 1', current, tiers: [current] }),
    );
    render(
      <Providers queryClient={signedInQueryClient()}>
        <ReceivedSegmentPrice />
      </Providers>,
    );
    expect(await screen.findByTestId('esme-segment-price')).toHaveTextContent(
      'Each segment your accounts submit costs $0.00075',
    );
  });

  it('is absent with billing off, without asking for prices', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(
      <Providers queryClient={signedInQueryClient({ billing: false, balance: null })}>
        <ReceivedSegmentPrice />
      </Providers>,
    );
    expect(screen.queryByTestId('esme-segment-price')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
