import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../lib/i18n';
import { BalanceChip } from './balance-chip';

describe('BalanceChip', () => {
  it("reads 'Balance: $' and the balance with three decimals", () => {
    render(<BalanceChip balance={7.25} />);
    expect(screen.getByTestId('balance-chip')).toHaveTextContent('Balance: $7.250');
  });

  it('reads N/A without a balance', () => {
    render(<BalanceChip balance={null} />);
    expect(screen.getByTestId('balance-chip')).toHaveTextContent('Balance: $N/A');
  });
});
