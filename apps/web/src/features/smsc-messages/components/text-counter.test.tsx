import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { TextCounter } from './text-counter';

const counter = () => ({
  length: screen.getByTestId('counter-length').textContent,
  coding: screen.getByTestId('counter-coding').textContent,
  parts: screen.getByTestId('counter-parts').textContent,
  remaining: screen.getByTestId('counter-remaining').textContent,
});

describe('TextCounter', () => {
  it('counts GSM text in septets, extension characters twice', () => {
    render(<TextCounter coding="auto" concatenation="udh8" text="Hello [1]" hex="" />);
    expect(counter()).toEqual({
      length: '11 septets · up to 160 septets a part',
      coding: 'GSM 7-bit',
      parts: '1 part',
      remaining: 'Left in the last part: 149',
    });
    expect(screen.queryByTestId('counter-unencodable')).toBeNull();
  });

  it('switches to UCS-2 for Cyrillic and splits at 67 units a part', () => {
    render(<TextCounter coding="auto" concatenation="udh8" text={'Привет'.repeat(12)} hex="" />);
    expect(counter()).toEqual({
      length: '72 UCS-2 units · up to 67 UCS-2 units a part',
      coding: 'UCS-2',
      parts: '2 parts',
      remaining: 'Left in the last part: 62',
    });
  });

  it('marks the characters a forced coding cannot carry', () => {
    render(<TextCounter coding="gsm7" concatenation="udh8" text="Hi Ж!" hex="" />);
    const warning = screen.getByTestId('counter-unencodable');
    expect(warning).toHaveTextContent(
      'GSM 7-bit cannot carry these characters: Ж. Choose UCS-2 or Auto, or remove them.',
    );
    const marked = warning.querySelectorAll('mark');
    expect([...marked].map((mark) => mark.textContent)).toEqual(['Ж']);
  });

  it('says when a text needs more parts than concatenation can number', () => {
    render(
      <TextCounter coding="gsm7" concatenation="udh8" text={'a'.repeat(153 * 255 + 1)} hex="" />,
    );
    expect(screen.getByTestId('counter-too-long')).toBeInTheDocument();
    expect(counter().parts).toBe('256 parts');
  });

  it('counts a binary body in bytes', () => {
    render(<TextCounter coding="binary" concatenation="udh8" text="" hex={'0a'.repeat(141)} />);
    expect(counter()).toMatchObject({
      length: '141 bytes · up to 134 bytes a part',
      coding: 'Binary (hex)',
      parts: '2 parts',
      remaining: 'Left in the last part: 127',
    });
  });

  it('counts a binary body with its own UDH as one part of at most 140 bytes, as it is sent', () => {
    const hex = `050003120201${'0a'.repeat(134)}`;
    const { unmount } = render(
      <TextCounter coding="binary" concatenation="udh8" text="" hex={hex} ownUdh />,
    );
    expect(counter()).toMatchObject({
      length: '140 bytes · up to 140 bytes a part',
      parts: '1 part',
    });
    expect(screen.queryByTestId('counter-too-long')).toBeNull();
    unmount();
    render(<TextCounter coding="binary" concatenation="udh8" text="" hex={`${hex}0a`} ownUdh />);
    expect(counter().parts).toBe('1 part');
    expect(screen.getByTestId('counter-too-long')).toHaveTextContent(
      'a message with its own UDH goes whole, as one part of at most 140 octets',
    );
  });

  it('counts as the server sends on a link whose data_coding 0 is Latin-1 or ASCII', () => {
    const { unmount } = render(
      <TextCounter
        coding="auto"
        concatenation="udh8"
        text={'Grüße a_b@c '.repeat(14)}
        hex=""
        defaultCharset="latin1"
      />,
    );
    expect(counter()).toEqual({
      length: '168 septets · up to 153 septets a part',
      coding: 'Latin-1 as data_coding 0',
      parts: '2 parts',
      remaining: 'Left in the last part: 138',
    });
    unmount();
    render(
      <TextCounter coding="gsm7" concatenation="udh8" text="a_b é" hex="" defaultCharset="ascii" />,
    );
    expect(screen.getByTestId('counter-unencodable')).toHaveTextContent(
      'IA5 (ASCII) as data_coding 0 cannot carry these characters: é',
    );
  });

  it('names one unit in the singular and counts parts in Russian and Ukrainian forms', async () => {
    const { rerender } = render(
      <TextCounter coding="binary" concatenation="udh8" text="" hex="0a" />,
    );
    expect(counter().length).toBe('1 byte · up to 140 bytes a part');
    try {
      await loadLanguage('ru');
      await i18n.changeLanguage('ru');
      rerender(<TextCounter coding="gsm7" concatenation="udh8" text={'a'.repeat(418)} hex="" />);
      expect(counter()).toMatchObject({
        length: '418 септетов · в одну часть помещается 153 септета',
        parts: '3 части',
      });
      await loadLanguage('uk');
      await i18n.changeLanguage('uk');
      rerender(<TextCounter coding="gsm7" concatenation="udh8" text={'a'.repeat(1600)} hex="" />);
      expect(counter()).toMatchObject({
        length: '1600 септетів · в одну частину вміщується 153 септети',
        parts: '11 частин',
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
