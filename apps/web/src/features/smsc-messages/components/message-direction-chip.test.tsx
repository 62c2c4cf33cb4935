import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { MessageDirectionChip } from './message-direction-chip';

describe('MessageDirectionChip', () => {
  it('marks sent messages MT and received ones MO, explained on hover', async () => {
    const { unmount } = render(<MessageDirectionChip direction="mt" />);
    expect(screen.getByTestId('message-direction')).toHaveTextContent('MT');
    unmount();
    render(<MessageDirectionChip direction="mo" />);
    const chip = screen.getByTestId('message-direction');
    expect(chip).toHaveTextContent('MO');
    await userEvent.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Mobile-originated: received from the SMSC through this gateway',
    );
  });
});
