import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { EMPTY_MESSAGE_FILTERS } from '../lib/message-filters';
import { MessageFiltersBar } from './message-filters-bar';

/**
 * The search column is at least 220 px wide; after its icon and padding about 16 characters of
 * placeholder fit (at 1440 px the old 'Search number or text' was cut to 'Search number or tex').
 */
const PLACEHOLDER_FITS = 16;

afterAll(() => i18n.changeLanguage('en'));

describe('MessageFiltersBar', () => {
  for (const language of ['en', 'ru', 'uk']) {
    it(`has a search placeholder that fits its column in ${language}`, async () => {
      await i18n.changeLanguage(language);
      render(
        <MessageFiltersBar filters={EMPTY_MESSAGE_FILTERS} accounts={[]} onChange={() => {}} />,
      );
      const search = screen.getByRole('textbox', { name: i18n.t('esme.messages.filters.search') });
      expect(search.getAttribute('placeholder')?.length).toBeLessThanOrEqual(PLACEHOLDER_FITS);
    });
  }

  const dates = { en: '03/05/2026, 08:07', ru: '05.03.2026, 08:07', uk: '05.03.2026, 08:07' };
  for (const [language, shown] of Object.entries(dates)) {
    it(`writes the received-at range as ${language} does, not as the browser does`, async () => {
      await i18n.changeLanguage(language);
      render(
        <MessageFiltersBar
          filters={{ ...EMPTY_MESSAGE_FILTERS, dateFrom: '2026-03-05T08:07' }}
          accounts={[]}
          onChange={() => {}}
        />,
      );
      expect(screen.getByLabelText(i18n.t('esme.messages.filters.from'))).toHaveValue(shown);
      expect(screen.getByLabelText(i18n.t('esme.messages.filters.to'))).toHaveValue('');
    });
  }

  it('offers Clear filters only once a filter is set', async () => {
    await i18n.changeLanguage('en');
    const { rerender } = render(
      <MessageFiltersBar filters={EMPTY_MESSAGE_FILTERS} accounts={[]} onChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    rerender(
      <MessageFiltersBar
        filters={{ ...EMPTY_MESSAGE_FILTERS, status: 'delivered' }}
        accounts={[]}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  });
});
