import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { TextCounter } from './text-counter';

const counter = () => screen.getByTestId('mo-counter');

describe('TextCounter', () => {
  it('counts GSM septets, escape characters twice', () => {
    render(<TextCounter text="Price: 5€" coding="auto" />);
    expect(counter()).toHaveTextContent('GSM 03.38 · Septets: 10 · parts: 1 · left in part: 150');
  });

  it('switches to UCS2 for Cyrillic and splits at 70 / 67', () => {
    render(<TextCounter text={'Ж'.repeat(71)} coding="auto" />);
    expect(counter()).toHaveTextContent('UCS2 · UCS2 units: 71 · parts: 2 · left in part: 63');
  });

  it('names the characters the chosen coding cannot carry', () => {
    render(<TextCounter text="Привет" coding="gsm7" />);
    expect(counter()).toHaveTextContent('Not in GSM 03.38: П р и в е т');
  });
});
