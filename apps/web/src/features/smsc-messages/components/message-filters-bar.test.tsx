import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { EMPTY_MESSAGE_FILTERS } from '../message-filters';
import { MessageFiltersBar } from './message-filters-bar';

afterAll(() => i18n.changeLanguage('en'));

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

  it('agrees "any" with the gender of each filter in Russian', async () => {
    await i18n.changeLanguage('ru');
    render(<MessageFiltersBar filters={EMPTY_MESSAGE_FILTERS} gateways={[]} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Направление' })).toHaveTextContent('Любое');
    expect(screen.getByRole('combobox', { name: 'Шлюз' })).toHaveTextContent('Любой');
  });
});
