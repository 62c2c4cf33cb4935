import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
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
      length: '11 / 160 septets',
      coding: 'GSM 7-bit',
      parts: 'Parts: 1',
      remaining: 'Left in this part: 149',
    });
    expect(screen.queryByTestId('counter-unencodable')).toBeNull();
  });

  it('switches to UCS-2 for Cyrillic and splits at 67 units a part', () => {
    render(<TextCounter coding="auto" concatenation="udh8" text={'Привет'.repeat(12)} hex="" />);
    expect(counter()).toEqual({
      length: '72 / 67 UCS-2 units',
      coding: 'UCS-2',
      parts: 'Parts: 2',
      remaining: 'Left in this part: 62',
    });
  });

  it('marks the characters a forced coding cannot carry', () => {
    render(<TextCounter coding="gsm7" concatenation="udh8" text="Hi Ж!" hex="" />);
    const warning = screen.getByTestId('counter-unencodable');
    expect(warning).toHaveTextContent('GSM 7-bit cannot carry: Ж');
    const marked = warning.querySelectorAll('mark');
    expect([...marked].map((mark) => mark.textContent)).toEqual(['Ж']);
  });

  it('says when a text needs more parts than concatenation can number', () => {
    render(
      <TextCounter coding="gsm7" concatenation="udh8" text={'a'.repeat(153 * 255 + 1)} hex="" />,
    );
    expect(screen.getByTestId('counter-too-long')).toBeInTheDocument();
    expect(counter().parts).toBe('Parts: 256');
  });

  it('counts a binary body in bytes', () => {
    render(<TextCounter coding="binary" concatenation="udh8" text="" hex={'0a'.repeat(141)} />);
    expect(counter()).toMatchObject({
      length: '141 / 134 bytes',
      coding: 'Binary (hex)',
      parts: 'Parts: 2',
      remaining: 'Left in this part: 127',
    });
  });

  it('counts a binary body with its own UDH as one part of at most 140 bytes, as it is sent', () => {
    const hex = `050003120201${'0a'.repeat(134)}`;
    const { unmount } = render(
      <TextCounter coding="binary" concatenation="udh8" text="" hex={hex} ownUdh />,
    );
    expect(counter()).toMatchObject({ length: '140 / 140 bytes', parts: 'Parts: 1' });
    expect(screen.queryByTestId('counter-too-long')).toBeNull();
    unmount();
    render(<TextCounter coding="binary" concatenation="udh8" text="" hex={`${hex}0a`} ownUdh />);
    expect(counter().parts).toBe('Parts: 1');
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
      length: '168 / 153 septets',
      coding: 'Latin-1 as data_coding 0',
      parts: 'Parts: 2',
      remaining: 'Left in this part: 138',
    });
    unmount();
    render(
      <TextCounter coding="gsm7" concatenation="udh8" text="a_b é" hex="" defaultCharset="ascii" />,
    );
    expect(screen.getByTestId('counter-unencodable')).toHaveTextContent(
      'IA5 (ASCII) as data_coding 0 cannot carry: é',
    );
  });
});
