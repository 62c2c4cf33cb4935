import { render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { EMPTY_LOG_FILTERS } from '../log-filters';
import { PduLogFiltersBar } from './pdu-log-filters-bar';

afterAll(() => i18n.changeLanguage('en'));

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
});
