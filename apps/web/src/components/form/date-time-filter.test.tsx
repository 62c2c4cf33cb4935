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

  const range = [
    {
      language: 'en',
      from: '03/07/2026, 10:00',
      to: '03/05/2026, 10:00',
      message: 'Must not be later than the end of the range',
      toMessage: 'Must not be earlier than the start of the range',
    },
    {
      language: 'ru',
      from: '07.03.2026, 10:00',
      to: '05.03.2026, 10:00',
      message: 'Не может быть позже конца периода',
      toMessage: 'Не может быть раньше начала периода',
    },
    {
      language: 'uk',
      from: '07.03.2026, 10:00',
      to: '05.03.2026, 10:00',
      message: 'Не може бути пізніше за кінець періоду',
      toMessage: 'Не може бути раніше за початок періоду',
    },
  ];
  for (const { language, from, to, message, toMessage } of range) {
    it(`refuses a From later than To, and a To earlier than From, with a field message in ${language}`, async () => {
      await i18n.changeLanguage(language);
      const onChange = vi.fn();
      render(
        <>
          <DateTimeFilter label="From" value="" notAfter="2026-03-06T10:00" onChange={onChange} />
          <DateTimeFilter label="To" value="" notBefore="2026-03-06T10:00" onChange={onChange} />
        </>,
      );
      const fromInput = screen.getByLabelText('From');
      await userEvent.type(fromInput, from);
      await userEvent.tab();
      expect(screen.getByText(message)).toBeVisible();
      expect(fromInput).toHaveAttribute('aria-invalid', 'true');
      await userEvent.type(screen.getByLabelText('To'), to);
      expect(screen.getByText(toMessage)).toBeVisible();
      expect(onChange).not.toHaveBeenCalled();
    });
  }

  it('takes a From that is not later than To', async () => {
    await i18n.changeLanguage('en');
    const onChange = vi.fn();
    function Bounded() {
      const [value, setValue] = useState('');
      return (
        <DateTimeFilter
          label="From"
          value={value}
          notAfter="2026-03-06T10:00"
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Bounded />);
    await userEvent.type(screen.getByLabelText('From'), '03/06/2026, 10:00');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-06T10:00');
    expect(screen.queryByText(/Must not be/)).toBeNull();
  });
});
