import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { EMPTY_MESSAGE_FILTERS } from '../message-filters';
import { MessageFiltersBar } from './message-filters-bar';

describe('MessageFiltersBar', () => {
  it('filters by direction', async () => {
    const onChange = vi.fn();
    render(<MessageFiltersBar filters={EMPTY_MESSAGE_FILTERS} gateways={[]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Direction' }));
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Received (MO)' }),
    );
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_MESSAGE_FILTERS, direction: 'mo' });
  });
});
