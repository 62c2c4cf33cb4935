import { render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { EMPTY_LOG_FILTERS } from '../log-filters';
import { PduLogFiltersBar } from './pdu-log-filters-bar';

afterAll(() => i18n.changeLanguage('en'));

describe('PduLogFiltersBar', () => {
  it('gives the sequence number a cell of its own, apart from Clear filters', () => {
    render(
      <PduLogFiltersBar
        side="smsc"
        filters={EMPTY_LOG_FILTERS}
        connections={[]}
        onChange={() => {}}
      />,
    );
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    expect(within(clear.parentElement!).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('agrees "any" with the gender of each filter', async () => {
    const anyOf = (name: string) => screen.getByRole('combobox', { name });
    await i18n.changeLanguage('ru');
    const { rerender } = render(
      <PduLogFiltersBar
        side="esme"
        filters={EMPTY_LOG_FILTERS}
        connections={[]}
        onChange={() => {}}
      />,
    );
    expect(anyOf('Команда')).toHaveTextContent('Любая');
    expect(anyOf('Направление')).toHaveTextContent('Любое');
    expect(anyOf('Учётная запись ESME')).toHaveTextContent('Любая');

    await i18n.changeLanguage('uk');
    rerender(
      <PduLogFiltersBar
        side="smsc"
        filters={EMPTY_LOG_FILTERS}
        connections={[]}
        onChange={() => {}}
      />,
    );
    expect(anyOf('Команда')).toHaveTextContent('Будь-яка');
    expect(anyOf('Шлюз')).toHaveTextContent('Будь-який');
  });
});
