import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubScreenWidth } from '../../../testing/screen-width';
import { EMPTY_LOG_FILTERS } from '../log-filters';
import { PduLogFiltersBar } from './pdu-log-filters-bar';

afterAll(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

const barOf = (side: 'smsc' | 'esme') => (
  <PduLogFiltersBar side={side} filters={EMPTY_LOG_FILTERS} connections={[]} onChange={() => {}} />
);

describe('PduLogFiltersBar', () => {
  it('gives the sequence number a cell of its own, apart from Clear filters', () => {
    render(barOf('smsc'));
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    expect(within(clear.parentElement!).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('agrees "any" with the gender of each filter', async () => {
    const anyOf = (name: string) => screen.getByRole('combobox', { name });
    await i18n.changeLanguage('ru');
    const { rerender } = render(barOf('esme'));
    expect(anyOf('Команда')).toHaveTextContent('Любая');
    expect(anyOf('Направление')).toHaveTextContent('Любое');
    expect(anyOf('Учётная запись ESME')).toHaveTextContent('Любая');

    await i18n.changeLanguage('uk');
    rerender(barOf('smsc'));
    expect(anyOf('Команда')).toHaveTextContent('Будь-яка');
    expect(anyOf('Шлюз')).toHaveTextContent('Будь-який');
  });

  it('folds the less used filters on a phone, and keeps them open while one is in use', async () => {
    await i18n.changeLanguage('en');
    stubScreenWidth(390);
    const { rerender } = render(barOf('esme'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message ID' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More filters' }));
    expect(screen.getByRole('textbox', { name: 'Session' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message ID' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Fewer filters' }));
    expect(screen.queryByRole('textbox', { name: 'Session' })).not.toBeInTheDocument();

    rerender(
      <PduLogFiltersBar
        side="esme"
        filters={{ ...EMPTY_LOG_FILTERS, session: 'esme-7' }}
        connections={[]}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Session' })).toHaveValue('esme-7');
  });

  it('refuses a From later than To, keeping the filter as it was', async () => {
    await i18n.changeLanguage('en');
    stubScreenWidth(1440);
    const onChange = vi.fn();
    render(
      <PduLogFiltersBar
        side="smsc"
        filters={{ ...EMPTY_LOG_FILTERS, dateTo: '2026-12-01T10:00' }}
        connections={[]}
        onChange={onChange}
      />,
    );
    const from = screen.getByRole('textbox', { name: 'From' });
    await userEvent.type(from, '12/02/2026, 09:00');
    expect(await screen.findByText('Must not be later than the end of the range')).toBeVisible();
    expect(onChange).not.toHaveBeenCalledWith(
      expect.objectContaining({ dateFrom: '2026-12-02T09:00' }),
    );
  });
});
