import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../lib/auth/keys';
import { useAuth } from '../lib/auth/use-auth';
import '../lib/i18n';
import { TestEventSource } from '../testing/event-source';
import { makeProfile } from '../testing/profile';
import { BalanceChip } from './balance-chip';
import { TopUpContext } from './top-up/top-up-context';

function renderWith(children: ReactNode, queryClient = new QueryClient()) {
  const open = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <TopUpContext value={{ open }}>{children}</TopUpContext>
    </QueryClientProvider>,
  );
  return { open };
}

/** The chip as the top bar draws it: from the signed-in profile. */
function ProfileChip() {
  const { user } = useAuth();
  return user ? <BalanceChip balance={user.balance} billing={user.billing} /> : null;
}

beforeEach(() => vi.stubGlobal('EventSource', TestEventSource));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('BalanceChip', () => {
  it('reads the amount alone when compact (a phone), named "Balance: $…" for screen readers', () => {
    renderWith(<BalanceChip balance={7.25} billing compact />);
    const chip = screen.getByRole('button', { name: 'Balance: $7.250' });
    expect(chip).toHaveTextContent(/^\$7\.250$/);
  });

  it("reads 'Balance: $' and the balance with three decimals", () => {
    renderWith(<BalanceChip balance={7.25} billing />);
    expect(screen.getByTestId('balance-chip')).toHaveTextContent('Balance: $7.250');
  });

  it('puts the minus before the dollar sign', () => {
    renderWith(<BalanceChip balance={-3.142} billing />);
    expect(screen.getByTestId('balance-chip')).toHaveTextContent('Balance: -$3.142');
  });

  it('reads N/A without a balance', () => {
    renderWith(<BalanceChip balance={null} billing />);
    expect(screen.getByTestId('balance-chip')).toHaveTextContent('Balance: $N/A');
  });

  it('opens the popover, whose button opens the top-up dialog', async () => {
    const user = userEvent.setup();
    const { open } = renderWith(<BalanceChip balance={7.25} billing />);
    await user.click(screen.getByTestId('balance-chip'));
    expect(await screen.findByTestId('balance-popover')).toHaveTextContent(
      'Add funds to your account online, at your convenience.',
    );
    await user.click(screen.getByRole('button', { name: 'Top up balance' }));
    expect(open).toHaveBeenCalledOnce();
  });

  it('with billing off reads N/A and offers no top-up', async () => {
    const user = userEvent.setup();
    const { open } = renderWith(<BalanceChip balance={null} billing={false} />);
    const chip = screen.getByTestId('balance-chip');
    expect(chip).toHaveTextContent('Balance: $N/A');
    await user.click(chip);
    expect(screen.queryByTestId('balance-popover')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Top up balance' })).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the new balance as soon as balance.changed arrives, without a reload', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server in this test'));
    const queryClient = new QueryClient();
    queryClient.setQueryData(authKeys.profile(), makeProfile(['user'], { balance: 0 }));
    renderWith(<ProfileChip />, queryClient);
    expect(screen.getByTestId('balance-chip')).toHaveTextContent('Balance: $0.000');
    act(() => TestEventSource.send('balance.changed', { balance_micros: 25_000_000, balance: 25 }));
    await waitFor(() =>
      expect(screen.getByTestId('balance-chip')).toHaveTextContent('Balance: $25.000'),
    );
  });
});
