import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { DateTimeFilter } from './date-time-filter';

afterAll(() => i18n.changeLanguage('en'));

function Filter({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeFilter
        label="From"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button onClick={() => setValue('')}>Clear</button>
    </>
  );
}

describe('DateTimeFilter', () => {
  const cases = [
    { language: 'en', shown: '03/05/2026, 08:07', placeholder: 'mm/dd/yyyy, hh:mm' },
    { language: 'ru', shown: '05.03.2026, 08:07', placeholder: 'дд.мм.гггг, чч:мм' },
    { language: 'uk', shown: '05.03.2026, 08:07', placeholder: 'дд.мм.рррр, гг:хх' },
  ];
  for (const { language, shown, placeholder } of cases) {
    it(`shows and reads dates as ${language} writes them`, async () => {
      await i18n.changeLanguage(language);
      const onChange = vi.fn();
      render(<Filter initial="2026-03-05T08:07" onChange={onChange} />);
      const input = screen.getByLabelText('From');
      expect(input).toHaveValue(shown);
      expect(input).toHaveAttribute('placeholder', placeholder);

      await userEvent.clear(input);
      expect(onChange).toHaveBeenLastCalledWith('');
      await userEvent.type(input, shown.replace('05', '06').replace('08:07', '23:59'));
      expect(onChange).toHaveBeenLastCalledWith('2026-03-06T23:59');
    });
  }

  it('flags text that names no time and keeps the filter as it was', async () => {
    await i18n.changeLanguage('ru');
    const onChange = vi.fn();
    render(<Filter initial="2026-03-05T08:07" onChange={onChange} />);
    const input = screen.getByLabelText('From');
    await userEvent.type(input, '9');
    await userEvent.tab();
    expect(input).toHaveValue('05.03.2026, 08:079');
    expect(screen.getByText('Введите дату в формате дд.мм.гггг, чч:мм')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();

    // Clearing the filters from outside replaces the text being typed.
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(screen.queryByText(/Введите дату/)).not.toBeInTheDocument();
  });

  it('shows a whole date typed alone as its midnight once left', async () => {
    await i18n.changeLanguage('uk');
    const onChange = vi.fn();
    render(<Filter initial="" onChange={onChange} />);
    const input = screen.getByLabelText('From');
    await userEvent.type(input, '26.11.2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-26T00:00');
    await userEvent.tab();
    expect(input).toHaveValue('26.11.2026, 00:00');
  });
});
